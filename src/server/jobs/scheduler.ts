import { Cron } from 'croner';
import { type DayClock, dayOf } from '../../domain/days';
import type { Database } from '../db/client';
import { claimDay } from '../services/app-state';
import { catchUp, type RolloverResult } from './rollover';

interface Scheduler {
  /** Runs any pending rollover now (also what the schedule does). */
  runPending(): Promise<RolloverResult[]>;
  /** The run at start (the days missed, then the upkeep), once it is over. */
  started: Promise<void>;
  stop(): void;
}

/**
 * The daily rollover inside the server: shortly after the rollover hour in the chain's time zone,
 * and once at start to catch up days missed while the server was down; the upkeep follows, once a
 * business day. Every machine's scheduler fires, and each job runs once for the chain: a day is
 * rolled over by the one that takes its lock (the others find it done), the bounds are learned
 * again after that rollover only, and the upkeep by the one that claims the day (claimDay).
 */
export function startScheduler(
  database: Database,
  clock: DayClock,
  options: {
    now?: () => Date;
    onRolledOver: (results: RolloverResult[]) => void;
    onError: (error: unknown) => void;
    /** Daily upkeep run after the rollover, once a business day for the chain (purging expired sessions, say). */
    upkeep?: (now: Date) => Promise<unknown>;
  },
): Scheduler {
  const now = options.now ?? (() => new Date());
  let running: Promise<RolloverResult[]> | undefined;
  const runPending = () => {
    running ??= catchUp(database, clock, now())
      .then((results) => {
        if (results.some((r) => !r.skipped)) options.onRolledOver(results);
        return results;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const tick = async () => {
    await runPending().catch(options.onError);
    const { upkeep } = options;
    if (!upkeep) return;
    const at = now();
    await claimDay(database.db, 'lastUpkeepDay', dayOf(at, clock))
      .then((mine) => (mine ? upkeep(at) : undefined))
      .catch(options.onError);
  };
  // Five seconds past the hour, so the new day has certainly begun on this clock.
  const cron = new Cron(`5 0 ${clock.rolloverHour} * * *`, { timezone: clock.timeZone, protect: true }, tick);
  const started = tick();
  return {
    runPending,
    started,
    stop() {
      cron.stop();
    },
  };
}
