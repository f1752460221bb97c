import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HIDDEN_ROOM_ID } from '../../domain/constants';
import { games, scoreEvents, scores } from '../db/schema';

/**
 * "As of" figures: the state at an instant (a day's end) rebuilt from the live tables plus the
 * score history. Import keeps `scores.achieved_at` at the time of each level's best event, so
 * only levels whose best was set at or after the instant differ from the live state, and those
 * are few when a rollover runs. Everything here works from that small set.
 *
 * These stay SQL: a lateral join per changed level and aggregates over derived tables, which the
 * query builder cannot say; tables and columns come from the schema, and the rollover, board and
 * player-data tests run them on PGlite and on PostgreSQL.
 */

/** The scores row of `changedLevels`: callers' filters name its columns (`${changedScore.playerId}`). */
export const changedScore = alias(scores, 's');

/** The score_events row of `yearlyTotals`: callers' filters name its columns. */
export const yearEvent = alias(scoreEvents, 'e');

const s = changedScore;
const e = yearEvent;

/**
 * Levels (of the visible rooms) whose best was set at or after `cutoff`, with the best and the
 * plays before it. Columns: player_id, location_id, game_id, level, high_score, best_before,
 * plays_before. `filter` narrows the scores (`changedScore`).
 */
export function changedLevels(cutoff: Date, filter: SQL = sql`true`): SQL {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  return sql`
    select ${s.playerId}, ${s.locationId}, ${s.gameId}, ${s.level}, ${s.highScore},
      coalesce(b.best, 0) as best_before, b.plays::int as plays_before
    from ${scores} as ${s}
    join ${games} on ${games.id} = ${s.gameId}
    cross join lateral (
      select max(${e.score}) as best, count(*) as plays from ${scoreEvents} as ${e}
      where ${e.playerId} = ${s.playerId} and ${e.locationId} = ${s.locationId} and ${e.gameId} = ${s.gameId}
        and ${e.level} = ${s.level} and ${e.playedAt} < ${at}
    ) b
    where ${s.achievedAt} >= ${at} and ${games.roomId} <> ${HIDDEN_ROOM_ID} and (${filter})`;
}

/**
 * How much each (player, venue) total has grown since `cutoff`: the as-of total is the live
 * total minus this. Columns: player_id, location_id, delta. Pairs with no change are absent.
 * `filter` as in changedLevels.
 */
export function totalDeltas(cutoff: Date, filter: SQL = sql`true`): SQL {
  return sql`
    select player_id, location_id, sum(high_score - best_before)::bigint as delta
    from (${changedLevels(cutoff, filter)}) c group by player_id, location_id`;
}

/** A (player, venue) yearly score. */
export interface YearlyTotalRow {
  player_id: number;
  location_id: number;
  total: number;
}

/**
 * SQL for each player's yearly score at venues as it stood at `cutoff` (now, when undefined): the
 * best score per level set in [from, cutoff), summed (YearlyTotalRow). `filter` narrows the
 * events (`yearEvent`).
 */
export function yearlyTotals(from: Date, cutoff: Date | undefined, filter: SQL = sql`true`): SQL {
  const until = cutoff ? sql`${cutoff.toISOString()}::timestamptz` : sql`'infinity'::timestamptz`;
  return sql`
    select player_id, location_id, sum(best)::bigint as total from (
      select ${e.playerId}, ${e.locationId}, ${e.gameId}, ${e.level}, max(${e.score}) as best
      from ${scoreEvents} as ${e} join ${games} on ${games.id} = ${e.gameId}
      where ${e.playedAt} >= ${from.toISOString()}::timestamptz and ${e.playedAt} < ${until}
        and ${games.roomId} <> ${HIDDEN_ROOM_ID} and (${filter})
      group by ${e.playerId}, ${e.locationId}, ${e.gameId}, ${e.level}
    ) b group by player_id, location_id`;
}
