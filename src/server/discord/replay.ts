import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discordInteractions } from '../db/schema';
import { SIGNATURE_MAX_AGE_S } from './signature';

// A timestamp may be up to the maximum age ahead of our clock as well as behind it: a request
// stays acceptable for twice that long after it arrives, and its id is kept as long.
const KEEP_MS = 2 * SIGNATURE_MAX_AGE_S * 1000;

/**
 * Records an interaction's id; false when it was recorded already (a replay). Ids older than any
 * request that could still pass the timestamp check are deleted on the way, so the table holds
 * only the last few minutes of genuine, signed interactions.
 */
export async function firstSighting(db: Db, id: string, now: Date): Promise<boolean> {
  await db
    .delete(discordInteractions)
    .where(lt(discordInteractions.receivedAt, new Date(now.getTime() - KEEP_MS)));
  const inserted = await db
    .insert(discordInteractions)
    .values({ id, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: discordInteractions.id });
  return inserted.length > 0;
}

/** How many interaction ids are remembered (for tests). */
export async function rememberedInteractions(db: Db): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(discordInteractions);
  return rows[0]?.n ?? 0;
}
