/**
 * npm run seed [-- --seed N --players N --locations N --days N --history-days N --reset]
 * Fills the configured database with a deterministic synthetic chain.
 */
import { runCli } from './cli';
import { seed } from './commands/seed';

await runCli(seed);
