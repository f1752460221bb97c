import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/**
 * Runs a job on the configured database, migrated first, and closes it afterwards whatever
 * happens. Jobs' statements may run long: the request time-out does not apply.
 */
export async function withDatabase<T>(config: Config, job: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    timeoutMs: 0,
  });
  try {
    await migrateDatabase(database);
    return await job(database);
  } finally {
    await database.close();
  }
}
