import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, queryRows } from '../db/client';
import { countedToday } from '../db/schema';
import type { VisitorHash } from './visitor-hash';

/**
 * Whether a visitor is counted for something today (a visit, a search for a player at a venue):
 * the first time a day only, so the daily statistics say who is popular, not who asked in a loop.
 */
export interface CountedToday {
  /** True the first time today `what` (the visitor's address and what they did) is asked about. */
  first(day: string, what: string): Promise<boolean>;
}

/** Remembered in this process, bounded (PGlite: the one process). */
export function countedInMemory(max: number): CountedToday {
  const seen = new LRUCache<string, true>({ max });
  return {
    async first(day, what) {
      const key = `${day}|${what}`;
      if (seen.has(key)) return false;
      seen.set(key, true);
      return true;
    },
  };
}

/**
 * Remembered in PostgreSQL (counted_today, by a keyed hash), so a visitor counts once whichever
 * process or machine answers; this process's own memory first, so a visitor's repeats cost no
 * round trip.
 */
export function countedInDatabase(db: Db, hash: () => Promise<VisitorHash>, max: number): CountedToday {
  const local = countedInMemory(max);
  return {
    async first(day, what) {
      if (!(await local.first(day, what))) return false;
      const inserted = await db
        .insert(countedToday)
        .values({ day, key: (await hash())(what) })
        .onConflictDoNothing()
        .returning({ day: countedToday.day });
      return inserted.length > 0;
    },
  };
}

/** Forgets the days before `day` (the daily upkeep); how many visitors' days were forgotten. */
export async function forgetCountedBefore(db: Db, day: string): Promise<number> {
  const [gone] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from ${countedToday} where ${countedToday.day} < ${day} returning 1)
        select count(*)::int as n from gone`,
  );
  return gone?.n ?? 0;
}
