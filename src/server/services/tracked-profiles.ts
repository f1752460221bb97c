import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { playerTotals, trackedProfiles, users } from '../db/schema';

/** The player a chat user's account has claimed (and an admin approved), if any. */
export async function claimedPlayerOfChatUser(db: Db, chatUserId: string): Promise<string | null> {
  const [owner] = await db
    .select({ playerName: users.playerName })
    .from(users)
    .where(eq(users.discordId, chatUserId))
    .limit(1);
  return owner?.playerName ?? null;
}

/** Tracks a player's profile for the chat user who asked (again: the latest asker keeps it). */
export async function trackProfile(db: Db, playerId: number, chatUserId: string, since: Date): Promise<void> {
  await db
    .insert(trackedProfiles)
    .values({ playerId, chatUserId, since })
    .onConflictDoUpdate({ target: trackedProfiles.playerId, set: { chatUserId } });
}

export async function untrackProfile(db: Db, playerId: number): Promise<void> {
  await db.delete(trackedProfiles).where(eq(trackedProfiles.playerId, playerId));
}

/** At how many venues a player has figures. */
export async function venueCount(db: Db, playerId: number): Promise<number> {
  const [row] = await db
    .select({ venues: count() })
    .from(playerTotals)
    .where(eq(playerTotals.playerId, playerId));
  return row?.venues ?? 0;
}
