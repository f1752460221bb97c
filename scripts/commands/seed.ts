import { loadConfig } from '../../src/server/config';
import { HISTORY_DAYS } from '../../src/server/jobs/seed/generate';
import { seedDatabase } from '../../src/server/jobs/seed/write';
import { withDatabase } from '../../src/server/jobs/with-database';
import { type Command, seededChainArgs, wholeNumber } from '../cli';

/** `npm run seed`: fills the configured database with a deterministic synthetic chain. */
export const seed: Command = async ({ args, env, info, progress }) => {
  const config = loadConfig(env);
  const { options: chain, values } = seededChainArgs(config, args, {
    days: { type: 'string', default: String(config.demo.days) },
    'history-days': { type: 'string', default: String(HISTORY_DAYS) },
    reset: { type: 'boolean', default: false },
  });
  const options = {
    ...chain,
    days: wholeNumber('--days', values.days, 1),
    historyDays: wholeNumber('--history-days', values['history-days'], 0),
  };
  const started = Date.now();
  const summary = await withDatabase(config, (database) =>
    seedDatabase(database, { ...options, reset: values.reset }, progress),
  );
  info(
    `Seeded ${summary.players} players, ${summary.locations} venues, ${summary.scores} scores ` +
      `(${summary.events} events), ${summary.teams} teams and ${summary.days} days of history ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
};
