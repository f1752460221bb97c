import { eq, lt, lte, or } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, randomToken } from './tokens';

/** The user a request acts for. */
export interface SessionUser {
  id: number;
  role: 'user' | 'admin';
  email: string | null;
  playerName: string | null;
  displayName: string | null;
  discordId: string | null;
}

// Refresh "last seen" at most this often: a write per request would be wasteful.
const TOUCH_EVERY_MS = 60_000;

/** Starts a session for a user; answers the id for the cookie (only its hash is stored). */
export async function createSession(db: Db, config: Config, userId: number, now: Date): Promise<string> {
  const id = randomToken();
  await db.insert(sessions).values({
    idHash: hashToken(id),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + config.sessions.maxMs),
  });
  return id;
}

/**
 * The user of a live session: not past its absolute expiry and seen within the idle time.
 * Sessions found expired are deleted.
 */
export async function sessionUser(
  db: Db,
  config: Config,
  id: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const idHash = hashToken(id);
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      playerName: users.playerName,
      displayName: users.displayName,
      discordId: users.discordId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const idleSince = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt.getTime() <= now.getTime() || idleSince > config.sessions.idleMs) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return undefined;
  }
  if (idleSince > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  const { lastSeenAt: _l, expiresAt: _e, ...user } = row;
  return user;
}

/** Ends a session. */
export async function endSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(id)));
}

/**
 * Deletes every session past its absolute expiry or idle longer than allowed. A session is also
 * deleted when it is next presented, but one never presented again would stay for good.
 */
export async function purgeExpiredSessions(db: Db, config: Config, now: Date): Promise<number> {
  const idleBefore = new Date(now.getTime() - config.sessions.idleMs);
  const gone = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleBefore)))
    .returning({ idHash: sessions.idHash });
  return gone.length;
}
