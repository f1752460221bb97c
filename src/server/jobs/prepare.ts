import { count } from 'drizzle-orm';
import type { Config } from '../config';
import { players } from '../db/schema';
import { learnBoundsIfStale } from '../services/level-bounds';
import { syncStrategyLevels } from '../services/strategy';
import type { Progress } from './progress';
import { seedOptions } from './seed/options';
import { seedDatabase } from './seed/write';
import { withDatabase } from './with-database';

/**
 * Gets the database ready for the server: applies pending migrations and, when it has no
 * players yet, seeds the demo chain; brings the bundled strategy levels up to date. Opens and
 * closes its own connection, so with PGlite it must
 * run before the server opens the folder.
 */
export async function prepareDatabase(
  config: Config,
  progress: Progress,
  log: (line: string) => void,
): Promise<void> {
  await withDatabase(config, async (database) => {
    await syncStrategyLevels(database.db);
    const [found] = await database.db.select({ n: count() }).from(players);
    if ((found?.n ?? 0) === 0) {
      log('The database is empty: seeding the demo chain (this takes a little while, once).');
      const summary = await seedDatabase(database, seedOptions(config), progress);
      log(`Seeded ${summary.players} players at ${summary.locations} venues (${summary.scores} scores).`);
    }
    if (await learnBoundsIfStale(database)) log('Learned the plausibility bound of every level.');
  });
}
