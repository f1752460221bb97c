import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Leaderboard, LeaderboardEntry } from '../../contract/schemas/leaderboards';
import type { MoverEntry, Movers, NewTopScore } from '../../contract/schemas/movers';
import { HIDDEN_ROOM_ID } from '../../domain/constants';
import { biggestClimbers, latestTops, newOnBoard } from '../../domain/movers';
import { type Db, queryRows } from '../db/client';
import { games, levelTopSnapshots, levelTops, locations, players, scoreEvents, scores } from '../db/schema';
import { columnName } from '../db/sql';
import { changedLevels } from './as-of';

/** A new top as the queries give it. */
interface NewTopRow {
  players: string;
  location_id: number;
  venue: string;
  game_name: string;
  level: number;
  score: number;
  previous_top: number | string;
  achieved_at: string | Date;
}

/**
 * Keeps every level's top as it stood at `cutoff`, the end of `day` (the rollover and the seed
 * call it; a second run for the day writes the same rows). A level none of whose scores changed
 * since the cutoff had the same top then as now; for the few that changed, the top then is the
 * higher of the unchanged scores' best and the changed players' bests before the cutoff
 * (changedLevels). Levels of the hidden room are left out, as from the movers.
 */
export async function snapshotLevelTops(db: Db, day: string, cutoff: Date): Promise<void> {
  const k = levelTopSnapshots;
  const t = alias(levelTops, 't');
  const o = alias(scores, 'o');
  await db.delete(k).where(eq(k.day, day));
  await db.execute(sql`
    with changed as materialized (
      select location_id, game_id, level, max(best_before) as best from (${changedLevels(cutoff)}) c
      group by location_id, game_id, level)
    insert into ${k} (${sql.join([k.day, k.locationId, k.gameId, k.level, k.topScore].map(columnName), sql`, `)})
    select ${day}::date, location_id, game_id, level, top from (
      select ${t.locationId} as location_id, ${t.gameId} as game_id, ${t.level} as level,
        case when c.location_id is null then ${t.topScore} else greatest(c.best, (
          select max(${o.highScore}) from ${scores} as ${o}
          where ${o.locationId} = ${t.locationId} and ${o.gameId} = ${t.gameId} and ${o.level} = ${t.level}
            and ${o.achievedAt} < ${cutoff.toISOString()}::timestamptz)) end as top
      from ${levelTops} as ${t}
      join ${games} on ${games.id} = ${t.gameId} and ${games.roomId} <> ${HIDDEN_ROOM_ID}
      left join changed c on c.location_id = ${t.locationId} and c.game_id = ${t.gameId} and c.level = ${t.level}
    ) tops where top is not null`);
}

/**
 * Every level of the chain whose venue top score was beaten since `cutoff`, the close of `day`
 * (yesterday's), with who holds it now and what the top was then: the levels whose live top is
 * above the top the rollover kept for that day (snapshotLevelTops), their holders found through
 * the level index. Bounded by the levels the chain has, and computed once per data version
 * (CachedReads.newTops), not per request.
 *
 * Raw SQL: the queries join a level's rows on several columns at once and the replay below needs
 * lateral subqueries; tables and columns come from the schema, and the movers tests run it on
 * PGlite and PostgreSQL.
 */
export async function newTopScores(db: Db, day: string, cutoff: Date): Promise<NewTopScore[]> {
  const k = levelTopSnapshots;
  const [kept] = await db.select({ day: k.day }).from(k).where(eq(k.day, day)).limit(1);
  const rows = kept ? await keptNewTops(db, day) : await replayedNewTops(db, cutoff);
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

/** The new tops against the tops kept at the close of `day`. */
function keptNewTops(db: Db, day: string): Promise<NewTopRow[]> {
  const t = alias(levelTops, 't');
  const s = alias(scores, 's');
  const k = alias(levelTopSnapshots, 'k');
  return queryRows<NewTopRow>(
    db,
    sql`
    select ${players.name} as players, ${s.locationId} as location_id, ${locations.name} as venue,
      ${games.name} as game_name, ${s.level} as level, ${s.highScore} as score,
      coalesce(${k.topScore}, 0) as previous_top, ${s.achievedAt} as achieved_at
    from ${levelTops} as ${t}
    join ${games} on ${games.id} = ${t.gameId}
    left join ${levelTopSnapshots} as ${k} on ${k.day} = ${day}::date and ${k.locationId} = ${t.locationId}
      and ${k.gameId} = ${t.gameId} and ${k.level} = ${t.level}
    join ${scores} as ${s} on ${s.locationId} = ${t.locationId} and ${s.gameId} = ${t.gameId}
      and ${s.level} = ${t.level} and ${s.highScore} = ${t.topScore}
    join ${players} on ${players.id} = ${s.playerId}
    join ${locations} on ${locations.id} = ${s.locationId}
    where ${games.roomId} <> ${HIDDEN_ROOM_ID} and ${t.topScore} > coalesce(${k.topScore}, 0)`,
  );
}

/**
 * The new tops of a day whose close no rollover kept (a database from before the kept tops): a
 * level's top at the cutoff is replayed from the score history, the best of the scores set before
 * it and, for the players who improved on the level since, of their plays before it. About 2 s at
 * a million players, which under load ran past the statement time-out: hence the kept tops.
 */
function replayedNewTops(db: Db, cutoff: Date): Promise<NewTopRow[]> {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  const s = alias(scores, 's');
  const o = alias(scores, 'o');
  const e = alias(scoreEvents, 'e');
  const sameLevel = sql`${o.locationId} = ${s.locationId} and ${o.gameId} = ${s.gameId} and ${o.level} = ${s.level}`;
  return queryRows<NewTopRow>(
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
