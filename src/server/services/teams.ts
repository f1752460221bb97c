import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Team } from '../../contract/schemas/league';
import type { Db } from '../db/client';
import { aglTeamPlayers, aglTeams, locations } from '../db/schema';

/** A selected team's roster as one array column, in roster order (a correlated subquery on `agl_teams`). */
export function teamRoster(db: Db): SQL<string[]> {
  const names = db
    .select({ name: aglTeamPlayers.playerName })
    .from(aglTeamPlayers)
    .where(eq(aglTeamPlayers.teamId, aglTeams.id))
    .orderBy(asc(aglTeamPlayers.position), asc(aglTeamPlayers.playerName));
  return sql<string[]>`array${names}`;
}

/** Every league team of every season, with its roster. */
export async function allTeams(db: Db): Promise<Team[]> {
  const rows = await db
    .select({
      id: aglTeams.id,
      name: aglTeams.name,
      location: locations.name,
      locationId: aglTeams.locationId,
      division: aglTeams.division,
      season: aglTeams.season,
      finalPlacement: aglTeams.finalPlacement,
      players: teamRoster(db),
    })
    .from(aglTeams)
    .innerJoin(locations, eq(locations.id, aglTeams.locationId))
    .orderBy(desc(aglTeams.season), asc(aglTeams.division), asc(aglTeams.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    location: r.location,
    locationId: r.locationId,
    division: r.division,
    season: r.season,
    players: r.players,
    teamSize: r.players.length,
    finalPlacement: r.finalPlacement,
  }));
}
