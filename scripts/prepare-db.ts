/** Applies migrations and seeds an empty database; run by `npm run dev` before Astro starts. */
import { loadConfig } from '../src/server/config';
import { prepareDatabase } from '../src/server/jobs/prepare';
import { terminalProgress } from '../src/server/jobs/progress';
import { runCli } from './cli';

await runCli(async () => {
  await prepareDatabase(loadConfig(), terminalProgress(), (line) => console.info(line));
});
