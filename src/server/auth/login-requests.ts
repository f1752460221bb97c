import { eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authRequests } from '../db/schema';
import { hashToken } from './tokens';

/**
 * A login under way at a provider: what its callback needs to finish it (the provider, the PKCE
 * verifier, the nonce, the page of this site to go back to, when it expires). Typed by the table.
 */
type LoginRequest = Omit<typeof authRequests.$inferSelect, 'stateHash'>;

/** Keeps a login under way, found again by its state (only the state's hash is stored). */
export async function saveLoginRequest(
  db: Db,
  state: string,
  request: Omit<typeof authRequests.$inferInsert, 'stateHash'>,
): Promise<void> {
  await db.insert(authRequests).values({ stateHash: hashToken(state), ...request });
}

/**
 * Takes the login under way with this state out, or undefined: single use, so a replayed callback
 * finds nothing.
 */
export async function takeLoginRequest(db: Db, state: string): Promise<LoginRequest | undefined> {
  const [pending] = await db
    .delete(authRequests)
    .where(eq(authRequests.stateHash, hashToken(state)))
    .returning();
  return pending;
}

/** Deletes logins that were begun and never finished, once they have expired. */
export async function purgeExpiredLoginRequests(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(authRequests)
    .where(lte(authRequests.expiresAt, now))
    .returning({ stateHash: authRequests.stateHash });
  return gone.length;
}
