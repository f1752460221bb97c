import { Cron } from 'croner';
import type { DayClock } from '../../domain/days';
import type { Database } from '../db/client';
import { catchUp, type RolloverResult } from './rollover';

interface Scheduler {
  /** Runs any pending rollover now (also what the schedule does). */
  runPending(): Promise<RolloverResult[]>;
  stop(): void;
}

/**
 * The daily rollover inside the server: shortly after the rollover hour in the chain's time zone,
 * and once at start to catch up days missed while the server was down; the upkeep follows each.
 */
export function startScheduler(
  database: Database,
  clock: DayClock,
  options: {
    now?: () => Date;
    onRolledOver: (results: RolloverResult[]) => void;
    onError: (error: unknown) => void;
    /** Daily upkeep run after the rollover (and at start), e.g. purging expired sessions. */
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
    await options.upkeep?.(now()).catch(options.onError);
  };
  // Five seconds past the hour, so the new day has certainly begun on this clock.
  const cron = new Cron(`5 0 ${clock.rolloverHour} * * *`, { timezone: clock.timeZone, protect: true }, tick);
  void tick();
  return {
    runPending,
    stop() {
      cron.stop();
    },
  };
}
