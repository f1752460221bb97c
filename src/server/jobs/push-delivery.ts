import { lookup } from 'node:dns/promises';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { alertNotification, type OvertakenEvent } from '@/domain/overtaken';
import { isPrivateAddress, pushEndpointProblem } from '@/domain/push-endpoint';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { Delivery } from '../discord/direct-message';
import type { VapidKeys } from '../services/vapid-keys';

export interface PushOptions {
  keys: () => Promise<VapidKeys>;
  /** Who the push services may contact about our messages (mailto: or https:). */
  contact: string;
  /** Endpoints on this machine or a private network are called (tests only). */
  allowPrivateEndpoints: boolean;
  /** A push service slower than this counts as no answer (a retry later). */
  timeoutMs?: number;
}

/** How a push alert went: as a direct message's, or nobody left to send it to. */
export type PushDelivery = Delivery | { outcome: 'gone' };

/** A push service keeps an undelivered alert this long (the phone off): it is about today. */
const TTL_SECONDS = 12 * 3600;

type Outcome = 'sent' | 'retry' | 'refused' | 'gone';

/**
 * Sends an alert to every browser that follows the player: signed with the server's VAPID keys and
 * encrypted for each browser by `web-push`, and posted here (no redirect followed, the endpoint's
 * address checked again as it resolves now). A subscription the push service answers 404 or 410
 * is deleted. Sent when one browser took it; retried when none did and one may later.
 */
export async function sendPushAlert(
  db: Db,
  playerId: number,
  events: readonly OvertakenEvent[],
  options: PushOptions,
): Promise<PushDelivery> {
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.playerId, playerId));
  if (subscriptions.length === 0) return { outcome: 'gone' };
  const keys = await options.keys();
  // The landing opens with "me"'s summary.
  const payload = JSON.stringify({ ...alertNotification(events), url: '/' });
  const reasons: string[] = [];
  const outcomes: Outcome[] = [];
  for (const s of subscriptions) {
    const { outcome, reason } = await postOne(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      payload,
      keys,
      options,
    );
    if (outcome === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
    if (reason) reasons.push(reason);
    outcomes.push(outcome);
  }
  const reason = reasons.join('; ');
  if (outcomes.includes('sent')) return { outcome: 'sent' };
  if (outcomes.includes('retry')) return { outcome: 'retry', reason };
  if (outcomes.every((o) => o === 'gone')) return { outcome: 'gone' };
  return { outcome: 'refused', reason };
}

async function postOne(
  subscription: webpush.PushSubscription,
  payload: string,
  keys: VapidKeys,
  options: PushOptions,
): Promise<{ outcome: Outcome; reason?: string }> {
  const problem = await endpointProblem(subscription.endpoint, options.allowPrivateEndpoints);
  if (problem) return { outcome: 'gone', reason: problem };
  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: options.contact, ...keys },
      TTL: TTL_SECONDS,
    });
  } catch (error) {
    // Keys a browser would never have given: the subscription can never be sent to.
    return { outcome: 'gone', reason: `unusable subscription (${String(error)})` };
  }
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return { outcome: 'retry', reason: `no answer from the push service (${String(error)})` };
  }
  await response.body?.cancel();
  if (response.ok) return { outcome: 'sent' };
  const reason = `the push service answered ${response.status}`;
  if (response.status === 404 || response.status === 410) return { outcome: 'gone', reason };
  if (response.status === 429 || response.status >= 500) return { outcome: 'retry', reason };
  return { outcome: 'refused', reason };
}

/** Why the endpoint may not be called now: its address as written, then as its name resolves. */
async function endpointProblem(endpoint: string, allowPrivate: boolean): Promise<string | undefined> {
  const problem = pushEndpointProblem(endpoint, allowPrivate);
  if (problem || allowPrivate) return problem;
  const host = new URL(endpoint).hostname;
  try {
    const addresses = await lookup(host, { all: true });
    if (addresses.some((a) => isPrivateAddress(a.address)))
      return 'The push endpoint must be a public address.';
  } catch {
    // Unresolved now: the request fails and is retried.
  }
  return undefined;
}
