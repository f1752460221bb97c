import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FollowedList } from '../../contract/schemas/friends';
import { FOLLOWED_MAX } from '../../domain/friends';
import { playerNameKey } from '../../domain/player-name';
import type { Db } from '../db/client';
import { followedPlayers, players, users } from '../db/schema';

/** The players a user follows, in the order followed. */
export async function followedList(db: Db, userId: number): Promise<FollowedList> {
  const rows = await db
    .select({ name: players.name })
    .from(followedPlayers)
    .innerJoin(players, eq(players.id, followedPlayers.playerId))
    .where(eq(followedPlayers.userId, userId))
    .orderBy(asc(followedPlayers.createdAt), asc(players.nameKey));
  return { userId, names: rows.map((r) => r.name) };
}

/**
 * Adds players to a user's list (a device's list merged at login, or one follow): a union, so
 * nobody already followed is dropped; names no player has are left out, and the list stops at
 * FOLLOWED_MAX (the first asked are kept). One transaction: two devices merging at once cannot
 * take the list past its bound.
 */
export async function followPlayers(db: Db, userId: number, names: readonly string[]): Promise<FollowedList> {
  const keys = [...new Set(names.map(playerNameKey))];
  if (keys.length > 0) {
    await db.transaction(async (tx) => {
      // Serialises this user's merges (their row locked): the count below is then the list's size.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(followedPlayers)
        .where(eq(followedPlayers.userId, userId));
      const found = await tx
        .select({ id: players.id, key: players.nameKey })
        .from(players)
        .where(inArray(players.nameKey, keys));
      const order = new Map(keys.map((k, i) => [k, i]));
      const ids = found.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0)).map((p) => p.id);
      const already = new Set(
        (
          await tx
            .select({ id: followedPlayers.playerId })
            .from(followedPlayers)
            .where(
              and(
                eq(followedPlayers.userId, userId),
                inArray(followedPlayers.playerId, ids.length ? ids : [0]),
              ),
            )
        ).map((r) => r.id),
      );
      const room = FOLLOWED_MAX - (held?.n ?? 0);
      const added = ids.filter((id) => !already.has(id)).slice(0, Math.max(room, 0));
      // One after another in the order asked: createdAt keeps that order for the answer.
      const start = Date.now();
      if (added.length > 0)
        await tx
          .insert(followedPlayers)
          .values(added.map((playerId, i) => ({ userId, playerId, createdAt: new Date(start + i) })))
          .onConflictDoNothing();
    });
  }
  return followedList(db, userId);
}

/** Removes a player from a user's list (nothing happens when they were not on it). */
export async function unfollowPlayer(db: Db, userId: number, name: string): Promise<FollowedList> {
  const player = db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.nameKey, playerNameKey(name)));
  await db
    .delete(followedPlayers)
    .where(and(eq(followedPlayers.userId, userId), inArray(followedPlayers.playerId, player)));
  return followedList(db, userId);
}
