import { and, asc, between, eq, gte, sql } from 'drizzle-orm';
import { periodStart } from '../../domain/board-period';
import { HIDDEN_ROOM_ID } from '../../domain/constants';
import { addDays, type DayClock, dayEnd, dayStart } from '../../domain/days';
import type { HistoryPoint } from '../../domain/history';
import type { Db } from '../db/client';
import { preparedRead } from '../db/prepared';
import { games, playerDays, playerTotals, scoreEvents } from '../db/schema';
import { columnName as col } from '../db/sql';
import { totalDeltas } from './as-of';
import { gainsOfWrittenDay } from './period-gains';

/**
 * The daily history the summary's chart draws (`player_days`): for each day a (player, venue)
 * total changed, the total and the venue position at the day's end. The rollover writes the day it
 * closes; the seed writes all its history days at once. Both work from the score history, not from
 * "now", so a repeated run writes the same rows.
 *
 * Raw SQL: materialized CTEs, `rank()` over partitions and running sums, which the query builder
 * cannot say; tables and columns come from the schema, and the history tests run it on PGlite and
 * PostgreSQL.
 */

const pd = playerDays;
const insertColumns = sql`${col(pd.playerId)}, ${col(pd.locationId)}, ${col(pd.day)}, ${col(pd.totalScore)}, ${col(pd.position)}`;

/**
 * Writes `day`'s rows: every (player, venue) whose total changed between the day's start and end,
 * with that total and its position among the venue's totals at the end. Set-based: the changed
 * pairs are the difference of two "as of" rebuilds (as-of.ts, the few levels improved since the
 * day began), and the positions one `rank()` over the totals of the venues that had a change.
 */
export async function recordPlayerDay(
  db: Db,
  day: string,
  clock: DayClock,
  options: { keepGains: boolean },
): Promise<void> {
  const t = playerTotals;
  await db.delete(pd).where(eq(pd.day, day));
  const insert = sql`
    insert into ${pd} (${insertColumns})
    select r.player_id, r.location_id, ${day}::date, r.total, r.position
    from ranked r join changed c on c.player_id = r.player_id and c.location_id = r.location_id`;
  // The month's and year's gains of the pairs written, in the same statement: the day's pairs are
  // known here, and finding them again would read the whole history (its key leads with the player).
  const write = options.keepGains
    ? sql`, written as (${insert} returning ${pd.playerId} as player_id, ${pd.locationId} as location_id, ${pd.totalScore} as total_score)
    ${gainsOfWrittenDay(day)}`
    : insert;
  await db.execute(sql`
    with since_start as materialized (${totalDeltas(dayStart(day, clock))}),
    since_end as materialized (${totalDeltas(dayEnd(day, clock))}),
    changed as materialized (
      select s.player_id, s.location_id from since_start s
      left join since_end e on e.player_id = s.player_id and e.location_id = s.location_id
      where s.delta <> coalesce(e.delta, 0)
    ),
    board as (
      select ${t.playerId} as player_id, ${t.locationId} as location_id,
        ${t.totalScore} - coalesce(e.delta, 0) as total
      from ${t}
      left join since_end e on e.player_id = ${t.playerId} and e.location_id = ${t.locationId}
      where ${t.locationId} in (select location_id from changed)
    ),
    ranked as (
      select *, rank() over (partition by location_id order by total desc) as position
      from board where total > 0
    )
    ${write}`);
}

/**
 * Writes the history of the days `from` to `to` (closed days) in one statement over the score
 * history, as the rollover would have written each of them: each event's gain over the level's
 * earlier best, summed per business day, run up into each pair's total, spread over the days until
 * its next change, and ranked per venue and day. The points from before `from` are written as an
 * opening row on the day before it, and those from before the month and the year of `to` as rows
 * on the closes before them when the history starts later: the month's and the year's boards
 * (period-gains.ts) count from the total a pair had at the close before the period began. Used by
 * the seed, whose history would otherwise be a rollover per day. Its cost grows with the pairs
 * times the days (every pair has a position every day).
 */
export async function fillPlayerDays(db: Db, from: string, to: string, clock: DayClock): Promise<void> {
  if (from > to) return;
  const opening = addDays(from, -1);
  const closes = [
    ...new Set(
      (['year', 'month'] as const).map((p) => addDays(periodStart(to, p), -1)).filter((day) => day < opening),
    ),
  ];
  for (let day = opening; day <= to; day = addDays(day, 1)) closes.push(day);
  // width_bucket against the closes numbers an instant's slot: 0 up to the first close, 1 up to the
  // second, and so on; slot i is the row of closes[i]. Subqueries, so the arrays are cast once,
  // not for every event (that took a minute on the demo).
  const bounds = sql`(select ${sql.param(closes.map((day) => dayEnd(day, clock).toISOString()))}::timestamptz[])`;
  const dayOfSlot = sql`(select ${sql.param(closes)}::date[])`;
  const e = scoreEvents;
  await db.delete(pd).where(between(pd.day, closes[0] as string, to));
  await db.execute(sql`
    with gains as (
      select ${e.playerId} as player_id, ${e.locationId} as location_id,
        width_bucket(${e.playedAt}, ${bounds}) as slot,
        greatest(${e.score} - coalesce(max(${e.score}) over (
          partition by ${e.playerId}, ${e.locationId}, ${e.gameId}, ${e.level}
          order by ${e.playedAt}, ${e.score} rows between unbounded preceding and 1 preceding), 0), 0) as gain
      from ${e} join ${games} on ${games.id} = ${e.gameId}
      where ${games.roomId} <> ${HIDDEN_ROOM_ID} and ${e.playedAt} < ${dayEnd(to, clock).toISOString()}::timestamptz
    ),
    per_day as (
      select player_id, location_id, slot, sum(gain)::bigint as gain from gains
      group by player_id, location_id, slot having sum(gain) > 0
    ),
    steps as (
      select player_id, location_id, slot, lead(slot) over w as next_slot,
        sum(gain) over (w rows unbounded preceding) as total
      from per_day window w as (partition by player_id, location_id order by slot)
    ),
    grid as (
      select s.player_id, s.location_id, g.slot, s.total, g.slot = s.slot as played
      from steps s
      cross join lateral generate_series(s.slot, coalesce(s.next_slot - 1, ${closes.length - 1})) as g(slot)
    ),
    ranked as (
      select *, rank() over (partition by location_id, slot order by total desc) as position
      from grid where total > 0
    )
    insert into ${pd} (${insertColumns})
    select player_id, location_id, ${dayOfSlot}[slot + 1], total, position
    from ranked where played
    -- In key order: the index fills page after page instead of at random.
    order by player_id, location_id, slot`);
}

const historyFrom = preparedRead((db) =>
  db
    .select({ day: pd.day, totalScore: pd.totalScore, position: pd.position })
    .from(pd)
    .where(
      and(
        eq(pd.playerId, sql.placeholder('player')),
        eq(pd.locationId, sql.placeholder('venue')),
        gte(pd.day, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(pd.day))
    .prepare('history_from'),
);

/** A player's history at a venue from `from` (every day when undefined), oldest first. */
export function playerHistory(
  db: Db,
  playerId: number,
  locationId: number,
  from: string | undefined,
): Promise<HistoryPoint[]> {
  // Every day: from PostgreSQL's date before all others, so that one statement serves both.
  return historyFrom(db).execute({ player: playerId, venue: locationId, from: from ?? '-infinity' });
}
