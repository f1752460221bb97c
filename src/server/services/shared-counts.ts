import type pg from 'pg';
import type { Database } from '../db/client';
import { type CountedToday, countedInDatabase, countedInMemory } from './counted-today';
import { type VisitorHash, visitorHash } from './visitor-hash';

/** Where the counts of several processes meet: PostgreSQL's pool, and the hash a visitor is kept by. */
export interface SharedCounts {
  pool: pg.Pool;
  /** The visitors' keyed hash, read (or made) on first use; tried again after a failure. */
  hash(): Promise<VisitorHash>;
}

/**
 * What the processes on one PostgreSQL share of their visitors (the rate limits, who was counted
 * today); undefined on PGlite, whose one process keeps them in memory.
 */
export function sharedCounts(database: Database): SharedCounts | undefined {
  const { pool } = database;
  if (!pool) return undefined;
  let made: Promise<VisitorHash> | undefined;
  const hash = () => {
    made ??= visitorHash(database.db).catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
  return { pool, hash };
}

/** Visitors remembered as counted today in this process's memory, at most (about 20 MB). */
const REMEMBERED = 200_000;

/** Who was counted today: in PostgreSQL when the processes share it, else in memory. */
export function countedTodayOf(database: Database, shared = sharedCounts(database)): CountedToday {
  return shared ? countedInDatabase(database.db, shared.hash, REMEMBERED) : countedInMemory(REMEMBERED);
}
