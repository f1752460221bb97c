/**
 * Runs before `npm start` (npm's prestart): builds the site and the server's launcher if the
 * build is missing or stale, then migrates the database, seeding it when empty. The server itself
 * (dist/launcher/serve.mjs) then starts as plain JavaScript, without the TypeScript loader, which
 * cost it about 75 MB of memory for nothing.
 */
import { loadConfig } from '../src/server/config';
import { prepareDatabase } from '../src/server/jobs/prepare';
import { terminalProgress } from '../src/server/jobs/progress';
import { buildIsStale, buildSite } from '../src/server/launcher/build';
import { runCli } from './cli';

await runCli(async () => {
  const root = process.cwd();
  const config = loadConfig();
  if (buildIsStale(root)) {
    console.info('Building the site…');
    buildSite(root);
  }
  await prepareDatabase(config, terminalProgress(), (line) => console.info(line));
});
