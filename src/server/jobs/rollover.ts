import { count, eq, sql } from 'drizzle-orm';
import { addDays, type DayClock, dayEnd, dayOf, yearStart } from '../../domain/days';
import { type Database, type Db, queryRows } from '../db/client';
import { ROLLOVER_LOCK } from '../db/locks';
import { leaderboardSnapshots } from '../db/schema';
import { readState, touchLastUpdated, writeState } from '../services/app-state';
import { startYearIfNew } from '../services/derived';
import { learnAllBounds } from '../services/level-bounds';
import { snapshotLevelTops } from '../services/movers';
import { dropPastPeriods, fillPeriodGains, gainsKeptFor } from '../services/period-gains';
import { recordPlayerDay } from '../services/player-days';
import { snapshotTrackedProfiles } from '../services/profile-snapshots';
import { snapshotLeaderboards } from '../services/snapshots';

/** What a rollover did. */
export interface RolloverResult {
  day: string;
  /** The day had been rolled over already: nothing changed. */
  skipped: boolean;
  /** Tracked profile snapshots written. */
  profiles: number;
  /** Yearly scores were recomputed because the calendar year turned. */
  yearlyReset: boolean;
}

interface RolloverOptions {
  clock: DayClock;
  now: Date;
  /** Roll this day over again even if it was done. */
  force?: boolean;
}

/**
 * Closes a business day: snapshots every board, every level's top and every tracked profile as
 * they stood at the day's end, records the day of every player whose total changed (the summary's history) and their gains this
 * month and year (the period boards), recomputes yearly figures when the year turned, and stamps lastUpdated. One
 * transaction; a day that was rolled over already is skipped unless forced, and a forced re-run
 * writes the same rows (snapshots are computed from the score history, not from "now").
 */
export async function rollover(
  database: Database,
  day: string,
  options: RolloverOptions,
): Promise<RolloverResult> {
  const result = await closeDay(database, day, options);
  // Bounds follow the import's new tops all day; once a day every level's is learned again (a best
  // score that entered a level's ten best without topping it moves its bound a little). In a
  // transaction of its own, after the day's: it waits for the imports' lock, which the rollover
  // must not take while it holds rows an import may be waiting for.
  if (!result.skipped) await database.db.transaction((tx) => learnAllBounds(tx));
  return result;
}

function closeDay(database: Database, day: string, options: RolloverOptions): Promise<RolloverResult> {
  return database.db.transaction(async (tx) => {
    const db: Db = tx;
    const [lock] = await queryRows<{ ok: boolean }>(
      db,
      sql`select pg_try_advisory_xact_lock(${ROLLOVER_LOCK}) as ok`,
    );
    if (!lock?.ok) return { day, skipped: true, profiles: 0, yearlyReset: false };
    const last = await readState(db, 'lastRolloverDay');
    const [done] = await db
      .select({ n: count() })
      .from(leaderboardSnapshots)
      .where(eq(leaderboardSnapshots.day, day));
    if (!options.force && last !== undefined && last >= day && (done?.n ?? 0) > 0) {
      return { day, skipped: true, profiles: 0, yearlyReset: false };
    }
    const cutoff = dayEnd(day, options.clock);
    await snapshotLeaderboards(db, day, cutoff);
    await snapshotLevelTops(db, day, cutoff);
    // The month's and year's gains follow the day's history rows; worked out whole when they
    // cannot (the year's first close, a database that kept none yet, a re-run of an earlier day).
    const keepGains = await gainsKeptFor(db, day, last);
    await recordPlayerDay(db, day, options.clock, { keepGains });
    // Counted to the last day closed: a re-run of an earlier day leaves the later ones counted.
    if (!keepGains) await fillPeriodGains(db, last !== undefined && last > day ? last : day);
    else await dropPastPeriods(db, day);
    const profiles = await snapshotTrackedProfiles(
      db,
      day,
      cutoff,
      yearStart(new Date(cutoff.getTime() - 1), options.clock.timeZone),
    );
    const yearlyReset = await startYearIfNew(db, yearStart(options.now, options.clock.timeZone));
    if (last === undefined || day > last) await writeState(db, 'lastRolloverDay', day);
    await touchLastUpdated(db, options.now, { leaderboards: true });
    return { day, skipped: false, profiles, yearlyReset };
  });
}

/** Days still to roll over: from the day after the last one to yesterday (at most `limit`). */
export async function pendingDays(
  database: Database,
  clock: DayClock,
  now: Date,
  limit = 14,
): Promise<string[]> {
  const yesterday = addDays(dayOf(now, clock), -1);
  const last = await readState(database.db, 'lastRolloverDay');
  const first = last ? addDays(last, 1) : yesterday;
  const days: string[] = [];
  for (let day = first; day <= yesterday; day = addDays(day, 1)) days.push(day);
  return days.slice(-limit);
}

/** Rolls over every pending day, oldest first. */
export async function catchUp(database: Database, clock: DayClock, now: Date): Promise<RolloverResult[]> {
  const results: RolloverResult[] = [];
  for (const day of await pendingDays(database, clock, now))
    results.push(await rollover(database, day, { clock, now }));
  return results;
}
