import { type SQL, sql } from 'drizzle-orm';
import { HIDDEN_ROOM_ID } from '../../domain/constants';

/**
 * "As of" figures: the state at an instant (a day's end) rebuilt from the live tables plus the
 * score history. Import keeps `scores.achieved_at` at the time of each level's best event, so
 * only levels whose best was set at or after the instant differ from the live state, and those
 * are few when a rollover runs. Everything here works from that small set.
 */

/**
 * Levels (of the visible rooms) whose best was set at or after `cutoff`, with the best and the
 * plays before it. Columns: player_id, location_id, game_id, level, high_score, best_before,
 * plays_before. `filter` narrows the scores (alias `s`).
 */
export function changedLevels(cutoff: Date, filter: SQL = sql`true`): SQL {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  return sql`
    select s.player_id, s.location_id, s.game_id, s.level, s.high_score,
      coalesce(b.best, 0) as best_before, b.plays::int as plays_before
    from scores s
    join games g on g.id = s.game_id
    cross join lateral (
      select max(e.score) as best, count(*) as plays from score_events e
      where e.player_id = s.player_id and e.location_id = s.location_id and e.game_id = s.game_id
        and e.level = s.level and e.played_at < ${at}
    ) b
    where s.achieved_at >= ${at} and g.room_id <> ${HIDDEN_ROOM_ID} and (${filter})`;
}

/**
 * How much each (player, venue) total has grown since `cutoff`: the as-of total is the live
 * total minus this. Columns: player_id, location_id, delta. Pairs with no change are absent.
 */
export function totalDeltas(cutoff: Date, filter: SQL = sql`true`): SQL {
  return sql`
    select player_id, location_id, sum(high_score - best_before)::bigint as delta
    from (${changedLevels(cutoff, filter)}) c group by player_id, location_id`;
}

/**
 * SQL for each player's yearly score at venues as it stood at `cutoff` (now, when undefined): the
 * best score per level set in [from, cutoff), summed. Columns player_id, location_id, total.
 */
export function yearlyTotals(from: Date, cutoff: Date | undefined, filter: SQL = sql`true`): SQL {
  const until = cutoff ? sql`${cutoff.toISOString()}::timestamptz` : sql`'infinity'::timestamptz`;
  return sql`
    select player_id, location_id, sum(best)::bigint as total from (
      select e.player_id, e.location_id, e.game_id, e.level, max(e.score) as best
      from score_events e join games g on g.id = e.game_id
      where e.played_at >= ${from.toISOString()}::timestamptz and e.played_at < ${until}
        and g.room_id <> ${HIDDEN_ROOM_ID} and (${filter})
      group by e.player_id, e.location_id, e.game_id, e.level
    ) b group by player_id, location_id`;
}
