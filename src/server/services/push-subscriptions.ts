import { and, asc, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
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

interface PushLimits {
  /** Subscriptions kept at most, all players together. */
  maxSubscriptions: number;
  allowPrivateEndpoints: boolean;
  /** How endpoint names resolve (the system's resolver; a test's own names). */
  resolve?: Resolve;
}

/** Browsers following one player at most: more is not a person's phones. */
const MAX_SUBSCRIPTIONS_PER_PLAYER = 10;

/** Who asks: the browser (its device cookie's hash) and, when logged in, the account. */
interface Subscriber {
  deviceHash: string;
  user?: { id: number; playerName: string | null } | null | undefined;
}

export const PLAYER_ALERTS_FULL =
  'This player has as many alerts as they can have. If this is you, log in and claim your profile: your own browsers always get your alerts.';
export const ALERTS_FULL = 'Alerts are full for now: try again later.';

/**
 * Keeps a browser's subscription to a player's alerts. A browser has one subscription: its
 * endpoint follows the latest player it asked for, and a new endpoint from the same browser (its
 * device cookie) replaces the old one. Refused: an endpoint the server will not call
 * (pushEndpointProblem), or whose name resolves to this machine or a private network, an unknown
 * player, and beyond the bounds (per player, and in all). The player's own account (its approved
 * claim) is never refused for the bounds: its subscription takes the place of the oldest one
 * somebody else made, so subscriptions anyone can make cannot lock the player out. A name that
 * does not resolve now is kept: the sender checks it again, and connects only to the address it
 * checked.
 */
export async function subscribe(
  db: Db,
  playerName: string,
  subscription: BrowserSubscription,
  limits: PushLimits,
  subscriber: Subscriber,
): Promise<{ playerName: string }> {
  const checked = await checkPushAddress(subscription.endpoint, limits.allowPrivateEndpoints, limits.resolve);
  if ('problem' in checked) throw invalid(checked.problem);
  const player = await findPlayer(db, playerName);
  if (!player) throw notFound(PLAYER_NOT_FOUND);
  const ownerUserId =
    subscriber.user && subscriber.user.playerName === player.name ? subscriber.user.id : null;
  // The bounds' counts, the room made and the insert in one transaction, subscribers one at a time.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_SUBSCRIBE_LOCK})`);
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.deviceHash, subscriber.deviceHash),
          ne(pushSubscriptions.endpoint, subscription.endpoint),
        ),
      );
    const [existing] = await tx
      .select({ playerId: pushSubscriptions.playerId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    if (!existing) {
      const [all] = await tx.select({ n: count() }).from(pushSubscriptions);
      if ((all?.n ?? 0) >= limits.maxSubscriptions) {
        const made = ownerUserId !== null && (await dropOldest(tx, isNull(pushSubscriptions.ownerUserId)));
        if (!made) throw conflict(ALERTS_FULL);
      }
    }
    if (existing?.playerId !== player.id) {
      const forPlayer = eq(pushSubscriptions.playerId, player.id);
      const [own] = await tx.select({ n: count() }).from(pushSubscriptions).where(forPlayer);
      if ((own?.n ?? 0) >= MAX_SUBSCRIPTIONS_PER_PLAYER) {
        const made = ownerUserId !== null && (await dropOldest(tx, forPlayer));
        if (!made) throw conflict(PLAYER_ALERTS_FULL);
      }
    }
    const kept = {
      playerId: player.id,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      deviceHash: subscriber.deviceHash,
      ownerUserId,
    };
    await tx
      .insert(pushSubscriptions)
      .values({ ...kept, endpoint: subscription.endpoint })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...kept, createdAt: sql`now()` } });
  });
  return { playerName: player.name };
}

/**
 * Drops the oldest subscription matching `where`, those somebody other than the player made
 * first; whether there was one.
 */
async function dropOldest(db: Db, where: SQL): Promise<boolean> {
  const [oldest] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(where)
    .orderBy(sql`${pushSubscriptions.ownerUserId} is not null`, asc(pushSubscriptions.createdAt))
    .limit(1);
  if (!oldest) return false;
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, oldest.id));
  return true;
}

/** Forgets a browser's subscription; whether there was one. */
export async function unsubscribe(db: Db, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}
