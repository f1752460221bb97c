import { desc, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { ProviderProfile } from './providers';

/**
 * The user for a provider account: found by the provider's id, else by e-mail (the same person
 * logging in with the other provider), else created. Configured admin e-mails get the admin role;
 * an admin promoted in the admin area stays one.
 */
export async function findOrCreateUser(
  db: Db,
  config: Config,
  profile: ProviderProfile,
  now: Date,
): Promise<number> {
  const idColumn = profile.provider === 'google' ? users.googleSub : users.discordId;
  const byId = await db.select({ id: users.id }).from(users).where(eq(idColumn, profile.subject)).limit(1);
  const byEmail =
    !byId[0] && profile.email
      ? await db.select({ id: users.id }).from(users).where(eq(users.email, profile.email)).limit(1)
      : [];
  const existing = byId[0] ?? byEmail[0];
  const admin = profile.email !== null && config.adminEmails.includes(profile.email);
  const providerId =
    profile.provider === 'google' ? { googleSub: profile.subject } : { discordId: profile.subject };
  if (existing) {
    await db
      .update(users)
      .set({
        ...providerId,
        ...(profile.email ? { email: profile.email } : {}),
        ...(profile.displayName ? { displayName: profile.displayName } : {}),
        ...(admin ? { role: 'admin' as const } : {}),
        lastLoginAt: now,
      })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  const [created] = await db
    .insert(users)
    .values({
      ...providerId,
      email: profile.email,
      displayName: profile.displayName,
      role: admin ? 'admin' : 'user',
      lastLoginAt: now,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('The user could not be created');
  return created.id;
}

/** Sets a user's role (admins promote from the admin area). */
export async function setRole(db: Db, userId: number, role: 'user' | 'admin'): Promise<boolean> {
  const rows = await db.update(users).set({ role }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** Every user, newest first, for the admin area. */
export async function listUsers(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      role: users.role,
      playerName: users.playerName,
    })
    .from(users)
    .orderBy(desc(users.createdAt));
}
