import { sql } from 'drizzle-orm';
import type { Team } from '../../contract/schemas/league';
import { type Db, queryRows } from '../db/client';

/** Every league team of every season, with its roster. */
export async function allTeams(db: Db): Promise<Team[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    location: string;
    location_id: number;
    division: number;
    season: number;
    final_placement: number | null;
    players: string[];
  }>(
    db,
    sql`
    select t.id, t.name, l.name as location, t.location_id, t.division, t.season, t.final_placement,
      array(select tp.player_name from agl_team_players tp where tp.team_id = t.id order by tp.position, tp.player_name) as players
    from agl_teams t join locations l on l.id = t.location_id
    order by t.season desc, t.division, t.name`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    location: r.location,
    locationId: r.location_id,
    division: r.division,
    season: r.season,
    players: r.players,
    teamSize: r.players.length,
    finalPlacement: r.final_placement,
  }));
}
