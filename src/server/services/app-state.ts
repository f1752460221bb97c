import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appState } from '../db/schema';
import { bumpDataVersion } from './data-version';

/** Keys of the app_state table and the shape of each value. */
interface AppStateValues {
  lastUpdated: { players: string; leaderboards: string };
  lastRolloverDay: string;
  /** The 1 January the stored yearly scores count from. */
  yearlyFrom: string;
  /** The plausibility rule's constants the kept level bounds were learned with (level-bounds.ts). */
  plausibilityRule: string;
  /**
   * The Web Push signing keys (VAPID), made on first start (vapid-keys.ts). An object, not JSON
   * text: jsonb read back through drizzle parses a string that is itself JSON a second time.
   */
  vapidKeys: { publicKey: string; privateKey: string };
  /** The last business day the daily upkeep was run for (claimDay): once a day, by one process. */
  lastUpkeepDay: string;
  /** The key of the visitors' keyed hashes (visitor-hash.ts), made on first use: base64url. */
  visitorKey: { secret: string };
}

/** Reads one app-state value. */
export async function readState<K extends keyof AppStateValues>(
  db: Db,
  key: K,
): Promise<AppStateValues[K] | undefined> {
  const rows = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, key));
  return rows[0]?.value as AppStateValues[K] | undefined;
}

/** Writes one app-state value. */
export async function writeState<K extends keyof AppStateValues>(
  db: Db,
  key: K,
  value: AppStateValues[K],
): Promise<void> {
  await db
    .insert(appState)
    .values({ key, value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Claims a daily job's `day` (an ISO date) for this process: true for the one caller that moves
 * `key` up to it, false for every other, whichever process or machine it runs in, and for a day
 * claimed already. One statement: two schedulers firing together cannot both win.
 */
export async function claimDay(db: Db, key: 'lastUpkeepDay', day: string): Promise<boolean> {
  const claimed = await db
    .insert(appState)
    .values({ key, value: day })
    .onConflictDoUpdate({
      target: appState.key,
      set: { value: day, updatedAt: sql`now()` },
      setWhere: sql`${appState.value} < ${JSON.stringify(day)}::jsonb`,
    })
    .returning({ key: appState.key });
  return claimed.length > 0;
}

const EPOCH = new Date(0).toISOString();

/** When scores and boards last changed; the epoch before anything was imported. */
export async function lastUpdated(db: Db): Promise<AppStateValues['lastUpdated']> {
  return (await readState(db, 'lastUpdated')) ?? { players: EPOCH, leaderboards: EPOCH };
}

/**
 * Records that scores (and, with `leaderboards`, boards) changed at `at`, and moves the data
 * version so every server process computes its answers again (see bumpDataVersion).
 */
export async function touchLastUpdated(
  db: Db,
  at: Date,
  what: { players?: boolean; leaderboards?: boolean },
): Promise<void> {
  const current = await lastUpdated(db);
  await writeState(db, 'lastUpdated', {
    players: what.players ? at.toISOString() : current.players,
    leaderboards: what.leaderboards ? at.toISOString() : current.leaderboards,
  });
  await bumpDataVersion(db);
}
