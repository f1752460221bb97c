/**
 * npm run rollover [-- --date YYYY-MM-DD] [--force]
 * Closes business days: without --date every day not yet rolled over up to yesterday; with it,
 * that day (again, with --force). With the embedded database and a running server, the work goes
 * through the server (INGEST_TOKEN).
 */
import { runCli } from './cli';
import { rollover } from './commands/rollover';

await runCli(rollover);
