import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appState } from '../db/schema';

/** The channel a write announces a new data version on (PostgreSQL's LISTEN/NOTIFY). */
export const DATA_CHANNEL = 'arcade_data';

const KEY = 'dataVersion';

/**
 * Counts a change to what the site shows (scores, boards, the catalog, an admin's edit) and tells
 * every server process on the same database. Run it in the writer's transaction: the number and
 * the notification take effect when it commits, never before its data is visible.
 */
export async function bumpDataVersion(db: Db): Promise<void> {
  await db
    .insert(appState)
    .values({ key: KEY, value: 1 })
    .onConflictDoUpdate({
      target: appState.key,
      set: { value: sql`to_jsonb((${appState.value} #>> '{}')::bigint + 1)`, updatedAt: sql`now()` },
    });
  await db.execute(sql`select pg_notify(${DATA_CHANNEL}, '')`);
}

/** The data version now (0 before the first change). */
export async function readDataVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: sql<string | null>`${appState.value} #>> '{}'` })
    .from(appState)
    .where(eq(appState.key, KEY));
  return Number(row?.value ?? 0);
}
