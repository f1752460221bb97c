import { parseArgs } from 'node:util';
import type { RolloverResult } from '../../src/contract/schemas/jobs';
import { addDays, dayOf, rolloverDayProblem } from '../../src/domain/days';
import { dayClock, loadConfig } from '../../src/server/config';
import { RemoteError, runningServerPid, serverClient } from '../../src/server/jobs/remote';
import { catchUp, rollover as rollOver } from '../../src/server/jobs/rollover';
import { withDatabase } from '../../src/server/jobs/with-database';
import { type Command, UsageError } from '../cli';

/**
 * `npm run rollover`: closes business days, through the running server when the embedded
 * database is open in one.
 */
export const rollover: Command = async ({ args, env, info }) => {
  const { values } = parseArgs({
    args: [...args],
    options: { date: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const config = loadConfig(env);
  const clock = dayClock(config);
  const now = new Date();
  const problem = values.date === undefined ? undefined : rolloverDayProblem(values.date, dayOf(now, clock));
  if (problem) throw new UsageError(`--date: ${problem}`);
  let results: RolloverResult[];
  const pid = runningServerPid(config);
  if (pid) {
    try {
      const server = serverClient(config, pid);
      const day = values.date ?? addDays(dayOf(now, clock), -1);
      results = [
        await server.post<RolloverResult>(
          '/api/jobs/rollover',
          JSON.stringify({ day, force: values.force }),
          'application/json',
        ),
      ];
    } catch (error) {
      if (error instanceof RemoteError) throw new UsageError(error.message);
      throw error;
    }
  } else {
    results = await withDatabase(config, async (database) =>
      values.date
        ? [await rollOver(database, values.date, { clock, now, force: values.force })]
        : catchUp(database, clock, now),
    );
  }
  if (results.length === 0) info('Every day up to yesterday was rolled over already; nothing to do.');
  for (const r of results) {
    info(
      r.skipped
        ? `${r.day} was rolled over already; nothing changed (add --force to redo it).`
        : `Rolled over ${r.day}: boards and ${r.profiles} tracked profile snapshots written${r.yearlyReset ? ', yearly scores restarted' : ''}.`,
    );
  }
};
