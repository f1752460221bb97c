import { count, eq, sql } from 'drizzle-orm';
import { PLAYER_NOT_FOUND } from '@/domain/messages';
import type { Db } from '../db/client';
import { PUSH_SUBSCRIBE_LOCK } from '../db/locks';
import { pushSubscriptions } from '../db/schema';
import { conflict, invalid, notFound } from './errors';
import { findPlayer } from './players';
import { checkPushAddress, type Resolve } from './push-address';

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushLimits {
  /** Subscriptions kept at most, all players together. */
  maxSubscriptions: number;
  allowPrivateEndpoints: boolean;
  /** How endpoint names resolve (the system's resolver; a test's own names). */
  resolve?: Resolve;
}

/** Browsers following one player at most: more is not a person's phones. */
export const MAX_SUBSCRIPTIONS_PER_PLAYER = 10;

/**
 * Keeps a browser's subscription to a player's alerts. A browser has one subscription, so its
 * endpoint follows the latest player it asked for. Refused: an endpoint the server will not call
 * (pushEndpointProblem), or whose name resolves to this machine or a private network, an unknown
 * player, and beyond the bounds (per player, and in all). A name that does not resolve now is
 * kept: the sender checks it again, and connects only to the address it checked.
 */
export async function subscribe(
  db: Db,
  playerName: string,
  subscription: BrowserSubscription,
  limits: PushLimits,
): Promise<{ playerName: string }> {
  const checked = await checkPushAddress(subscription.endpoint, limits.allowPrivateEndpoints, limits.resolve);
  if ('problem' in checked) throw invalid(checked.problem);
  const player = await findPlayer(db, playerName);
  if (!player) throw notFound(PLAYER_NOT_FOUND);
  // The bounds' counts and the insert in one transaction, subscribers one at a time.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_SUBSCRIBE_LOCK})`);
    const [existing] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    if (!existing) {
      const [all] = await tx.select({ n: count() }).from(pushSubscriptions);
      if ((all?.n ?? 0) >= limits.maxSubscriptions)
        throw conflict('Alerts are full for now: try again later.');
      const [own] = await tx
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.playerId, player.id));
      if ((own?.n ?? 0) >= MAX_SUBSCRIPTIONS_PER_PLAYER)
        throw conflict('This player has as many alerts as they can have.');
    }
    await tx
      .insert(pushSubscriptions)
      .values({
        playerId: player.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          playerId: player.id,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          createdAt: sql`now()`,
        },
      });
  });
  return { playerName: player.name };
}

/** Forgets a browser's subscription; whether there was one. */
export async function unsubscribe(db: Db, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}
