import { and, asc, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PeriodBoard, PeriodBoardEntry } from '../../contract/schemas/period-boards';
import { type GainPeriod, periodStart } from '../../domain/board-period';
import type { BoardScope } from '../../domain/board-scope';
import { LEADERBOARD_SIZE } from '../../domain/constants';
import { type BoardRow, mergeBoards } from '../../domain/leaderboard';
import { competitionRanks } from '../../domain/standing';
import type { Db } from '../db/client';
import { locations, playerDays, playerPeriods, players } from '../db/schema';
import { columnName as col } from '../db/sql';
import { readState } from './app-state';
import type { LocationRow } from './locations';

/**
 * The month's and the year's boards (`player_periods`): what each (player, venue) gained over the
 * period's closed days, from the kept daily history. The rollover keeps the gains of the pairs its
 * day changed, in the statement that writes their history (`gainsOfWrittenDay`); the seed, a
 * year's first close and a re-run of an earlier day work them out for every pair at once
 * (`fillPeriodGains`). A gain is the pair's total at its latest history row in the period less
 * its total at its latest row before the period (0 without one): the sum of its day-over-day
 * steps in the period.
 *
 * Raw SQL for the writes: `distinct on`, a lateral join and a data-modifying CTE, which the query
 * builder cannot say; tables and columns come from the schema.
 */

const pd = playerDays;
const pp = playerPeriods;
const PERIODS = ['month', 'year'] as const satisfies readonly GainPeriod[];

const insertColumns = sql`${col(pp.period)}, ${col(pp.periodStart)}, ${col(pp.playerId)}, ${col(pp.locationId)}, ${col(pp.gained)}`;
const upsert = sql`on conflict (${col(pp.period)}, ${col(pp.periodStart)}, ${col(pp.playerId)}, ${col(pp.locationId)})
  do update set ${col(pp.gained)} = excluded.${col(pp.gained)}`;

/** `(period, start)` of the periods a day falls in, as a values list. */
const periodsOf = (day: string) =>
  sql.join(
    PERIODS.map((p) => sql`(${p}, ${periodStart(day, p)}::date)`),
    sql`, `,
  );

/** A pair's total at its latest history row before its period's start (the `p` row), 0 without one. */
const baseTotal = (pair: SQL) => sql`coalesce((
    select b.total_score from ${pd} b
    where b.player_id = ${pair}.player_id and b.location_id = ${pair}.location_id and b.day < p.start
    order by b.day desc limit 1), 0)`;

/**
 * The statement that keeps the periods' gains of the pairs whose history row of `day` the CTE
 * `written` (player_id, location_id, total_score) just wrote, to end a `with` that writes them:
 * each pair's base is one step back along the history's key.
 */
export function gainsOfWrittenDay(day: string): SQL {
  return sql`
    insert into ${pp} (${insertColumns})
    select p.period, p.start, w.player_id, w.location_id, w.total_score - ${baseTotal(sql`w`)}
    from written w cross join (values ${periodsOf(day)}) as p(period, start)
    ${upsert}`;
}

/**
 * Works out the periods' gains of `day` (the month and year it falls in, counted to its close)
 * for every pair with history in the year, and drops the rows of earlier periods. One pass over
 * the year's history: for the seed, a database that kept none yet, and a year's first close.
 */
export async function fillPeriodGains(db: Db, day: string): Promise<void> {
  await dropPastPeriods(db, day);
  await db.execute(sql`
    with latest as (
      select distinct on (p.period, ${pd.playerId}, ${pd.locationId})
        p.period, p.start, ${pd.playerId} as player_id, ${pd.locationId} as location_id,
        ${pd.totalScore} as total_score
      from ${pd} join (values ${periodsOf(day)}) as p(period, start)
        on ${pd.day} between p.start and ${day}::date
      order by p.period, ${pd.playerId}, ${pd.locationId}, ${pd.day} desc
    )
    insert into ${pp} (${insertColumns})
    select p.period, p.start, p.player_id, p.location_id, p.total_score - ${baseTotal(sql`p`)}
    from latest p
    ${upsert}`);
}

/** Drops the rows of the periods before the ones `day` falls in (a month's once a month). */
export async function dropPastPeriods(db: Db, day: string): Promise<void> {
  await db
    .delete(pp)
    .where(or(...PERIODS.map((p) => and(eq(pp.period, p), lt(pp.periodStart, periodStart(day, p))))));
}

/**
 * Whether the rollover of `day` can keep the gains from the day's own rows: the year's gains are
 * kept already (else they are filled whole) and `day` is not before the last day closed (a re-run
 * of an earlier day would set its pairs' gains to that day's totals).
 */
export async function gainsKeptFor(db: Db, day: string, lastClosed: string | undefined): Promise<boolean> {
  if (lastClosed !== undefined && day < lastClosed) return false;
  const [kept] = await db
    .select({ one: sql`1` })
    .from(pp)
    .where(and(eq(pp.period, 'year'), eq(pp.periodStart, periodStart(day, 'year'))))
    .limit(1);
  return kept !== undefined;
}

/** What a gain board row shows of its player and venue. */
interface GainRow extends BoardRow {
  city: string;
  venue: string;
}

/**
 * A venue's (or the world's) top gains of a period, read in order from `player_periods_board_idx`
 * (`_world_idx`), as the day's boards are from the totals' indexes.
 */
function gainTop(
  db: Db,
  period: GainPeriod,
  start: string,
  locationId: number | undefined,
): Promise<GainRow[]> {
  const where = and(
    eq(pp.period, period),
    eq(pp.periodStart, start),
    locationId === undefined ? undefined : eq(pp.locationId, locationId),
    gt(pp.gained, 0),
  );
  return db
    .select({
      playerId: pp.playerId,
      locationId: pp.locationId,
      name: players.name,
      city: locations.city,
      venue: locations.name,
      score: pp.gained,
      position: sql<number>`0`,
    })
    .from(pp)
    .innerJoin(players, eq(players.id, pp.playerId))
    .innerJoin(locations, eq(locations.id, pp.locationId))
    .where(where)
    .orderBy(desc(pp.gained), asc(players.nameKey))
    .limit(LEADERBOARD_SIZE)
    .then((rows) => {
      const positions = competitionRanks(rows.map((r) => r.score));
      return rows.map((r, i) => ({ ...r, position: positions[i] as number }));
    });
}

/**
 * A board (see BoardScope) over the month or year `today` falls in: the points gained over its
 * closed days, top 100, ties sharing a position; a city's venues merged as its day board's are.
 */
export async function periodBoard(
  db: Db,
  scope: BoardScope<LocationRow>,
  period: GainPeriod,
  today: string,
): Promise<Omit<PeriodBoard, 'location'>> {
  const from = periodStart(today, period);
  const [rows, lastClosed] = await Promise.all([
    scope.kind === 'world'
      ? gainTop(db, period, from, undefined)
      : scope.kind === 'venue'
        ? gainTop(db, period, from, scope.venue.id)
        : Promise.all(scope.venues.map((v) => gainTop(db, period, from, v.id))).then((boards) =>
            mergeBoards(boards, LEADERBOARD_SIZE),
          ),
    readState(db, 'lastRolloverDay'),
  ]);
  const to = lastClosed !== undefined && lastClosed >= from ? lastClosed : null;
  const spansVenues = scope.kind !== 'venue';
  const entries: PeriodBoardEntry[] = rows.map((r) => ({
    players: r.name,
    rank: r.position,
    gained: r.score,
    locationId: r.locationId,
    ...(spansVenues ? { city: r.city, venue: r.venue } : {}),
  }));
  return { period, from, to, entries };
}
