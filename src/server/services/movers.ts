import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Leaderboard, LeaderboardEntry } from '../../contract/schemas/leaderboards';
import type { MoverEntry, Movers, NewTopScore } from '../../contract/schemas/movers';
import { HIDDEN_ROOM_ID } from '../../domain/constants';
import { biggestClimbers, latestTops, newOnBoard } from '../../domain/movers';
import { type Db, queryRows } from '../db/client';
import { games, levelTops, locations, players, scoreEvents, scores } from '../db/schema';

/**
 * Every level of the chain whose venue top score was beaten since `cutoff` (yesterday's close),
 * with who holds it now and what the top was then. A level's top at the cutoff is the best of the
 * scores set before it and, for the players who improved on the level since, of their plays
 * before it (their live row no longer says). Bounded by the levels the chain has, and computed
 * once per data version (CachedReads.newTops), not per request.
 *
 * Raw SQL: a lateral subquery per candidate level, which the query builder cannot say; tables and
 * columns come from the schema, and the movers tests run it on PGlite and PostgreSQL.
 */
export async function newTopScores(db: Db, cutoff: Date): Promise<NewTopScore[]> {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  const s = alias(scores, 's');
  const o = alias(scores, 'o');
  const e = alias(scoreEvents, 'e');
  const sameLevel = sql`${o.locationId} = ${s.locationId} and ${o.gameId} = ${s.gameId} and ${o.level} = ${s.level}`;
  const rows = await queryRows<{
    players: string;
    location_id: number;
    venue: string;
    game_name: string;
    level: number;
    score: number;
    previous_top: number | string;
    achieved_at: string | Date;
  }>(
    db,
    sql`
    select ${players.name} as players, ${s.locationId} as location_id, ${locations.name} as venue,
      ${games.name} as game_name, ${s.level} as level, ${s.highScore} as score,
      coalesce(before.top, 0) as previous_top, ${s.achievedAt} as achieved_at
    from ${scores} as ${s}
    join ${levelTops} on ${levelTops.locationId} = ${s.locationId} and ${levelTops.gameId} = ${s.gameId}
      and ${levelTops.level} = ${s.level} and ${levelTops.topScore} = ${s.highScore}
    join ${games} on ${games.id} = ${s.gameId}
    join ${players} on ${players.id} = ${s.playerId}
    join ${locations} on ${locations.id} = ${s.locationId}
    cross join lateral (
      select greatest(
        (select max(${o.highScore}) from ${scores} as ${o} where ${sameLevel} and ${o.achievedAt} < ${at}),
        (select max(${e.score}) from ${scores} as ${o}
          join ${scoreEvents} as ${e} on ${e.playerId} = ${o.playerId} and ${e.locationId} = ${o.locationId}
            and ${e.gameId} = ${o.gameId} and ${e.level} = ${o.level} and ${e.playedAt} < ${at}
          where ${sameLevel} and ${o.achievedAt} >= ${at})
      ) as top
    ) before
    where ${s.achievedAt} >= ${at} and ${games.roomId} <> ${HIDDEN_ROOM_ID}
      and ${s.highScore} > coalesce(before.top, 0)`,
  );
  return rows.map((r) => ({
    players: r.players,
    locationId: r.location_id,
    venue: r.venue,
    gameName: r.game_name,
    levelId: Number(r.level),
    score: Number(r.score),
    previousTop: Number(r.previous_top),
    achievedAt: new Date(r.achieved_at).toISOString(),
  }));
}

/** A board entry as the movers list it (every mover names its venue, on the world's board too). */
function moverOf(entry: LeaderboardEntry, venue: string): MoverEntry {
  return {
    players: entry.players,
    locationId: entry.locationId,
    venue: entry.venue ?? venue,
    rank: entry.rank,
    local_score: entry.local_score,
    positionDifference: entry.positionDifference,
  };
}

/**
 * The movers of one board: its climbers and newcomers from its own day-over-day figures, and the
 * new level tops of its venues (`tops`: the chain's, narrowed here). Nothing before the board has
 * a yesterday to compare with.
 */
export function boardMovers(board: Leaderboard, tops: readonly NewTopScore[], locationId?: number): Movers {
  const none = { climbers: [], newPlayers: [], newPlayerCount: 0, newTopScores: [], newTopScoreCount: 0 };
  if (board.day === null) return { location: board.location, day: null, ...none };
  const mine = locationId === undefined ? tops : tops.filter((t) => t.locationId === locationId);
  const newcomers = board.today.filter((e) => e.isNew);
  return {
    location: board.location,
    day: board.day,
    climbers: biggestClimbers(board.today).map((e) => moverOf(e, board.location)),
    newPlayers: newOnBoard(newcomers).map((e) => moverOf(e, board.location)),
    newPlayerCount: newcomers.length,
    newTopScores: latestTops(mine),
    newTopScoreCount: mine.length,
  };
}
