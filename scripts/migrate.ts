/** npm run db:migrate: applies pending migrations to the configured database. */
import { loadConfig } from '../src/server/config';
import { withDatabase } from '../src/server/jobs/with-database';
import { runCli } from './cli';

await runCli(async () => {
  await withDatabase(loadConfig(), async () => {
    console.info('Migrations applied.');
  });
});
