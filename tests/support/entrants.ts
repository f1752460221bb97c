import { sql } from 'drizzle-orm';
import { HIDDEN_ROOM_ID, LEADERBOARD_SIZE } from '../../src/domain/constants';
import { type Database, queryRows } from '../../src/server/db/client';
import type { FeedEvent } from './events';

/**
 * Score records that bring new entrants onto the boards today, as a real day does (the seeded
 * chain's boards barely change): `climbers` players from just below the world's top 100 each
 * raise one level at their best venue to pass the world's 60th, so they enter the world board and
 * maybe their venue's; and `newcomers` players of one venue play another for the first time.
 * Each raised score is above the player's own best on the level, so it counts. Played at `at`.
 */
export async function entrantEvents(
  database: Database,
  at: Date,
  { climbers = 6, newcomers = 4 } = {},
): Promise<FeedEvent[]> {
  const db = database.db;
  const [target] = await queryRows<{ score: number }>(
    db,
    sql`select total_score as score from player_totals order by total_score desc offset 59 limit 1`,
  );
  const below = await queryRows<{ player: string; location_id: number; total: number }>(
    db,
    sql`select p.name as player, t.location_id, t.total_score as total
        from player_totals t join players p on p.id = t.player_id
        order by t.total_score desc, p.name_key offset ${LEADERBOARD_SIZE} limit ${climbers}`,
  );
  const firstLevel = async (playerName: string, locationId: number) => {
    const [level] = await queryRows<{
      venue: string;
      room: string;
      game: string;
      level: number;
      high: number;
    }>(
      db,
      sql`select l.name as venue, r.name as room, g.name as game, lv.level, coalesce(s.high_score, 0) as high
          from location_games lg join locations l on l.id = lg.location_id
          join games g on g.id = lg.game_id join rooms r on r.id = g.room_id join levels lv on lv.game_id = g.id
          left join scores s on s.location_id = lg.location_id and s.game_id = g.id and s.level = lv.level
            and s.player_id = (select id from players where name = ${playerName})
          where lg.location_id = ${locationId} and r.id <> ${HIDDEN_ROOM_ID}
          order by g.id, lv.level limit 1`,
    );
    if (!level) throw new Error(`venue ${locationId} has no level`);
    return level;
  };
  const event = (player: string, l: Awaited<ReturnType<typeof firstLevel>>, score: number): FeedEvent => ({
    player,
    location: l.venue,
    room: l.room,
    game: l.game,
    level: l.level,
    score,
    playedAt: at.toISOString(),
  });
  const events: FeedEvent[] = [];
  for (const [i, c] of below.entries()) {
    const level = await firstLevel(c.player, c.location_id);
    events.push(event(c.player, level, level.high + (target?.score ?? 0) - c.total + 1000 * (i + 1)));
  }
  const strangers = await queryRows<{ player: string; location_id: number }>(
    db,
    sql`select p.name as player, (select min(l.id) from locations l where l.id not in
          (select location_id from player_totals x where x.player_id = p.id)) as location_id
        from players p where (select count(*) from player_totals x where x.player_id = p.id) = 1
        order by p.name_key limit ${newcomers}`,
  );
  for (const [i, s] of strangers.entries()) {
    events.push(event(s.player, await firstLevel(s.player, s.location_id), 40_000 + 10 * i));
  }
  return events;
}
