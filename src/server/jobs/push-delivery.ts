import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { alertNotification, type OvertakenEvent } from '@/domain/overtaken';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { Delivery } from '../discord/direct-message';
import { checkPushAddress, type Resolve } from '../services/push-address';
import type { VapidKeys } from '../services/vapid-keys';

export interface PushOptions {
  keys: () => Promise<VapidKeys>;
  /** Who the push services may contact about our messages (mailto: or https:). */
  contact: string;
  /** Endpoints on this machine or a private network are called (tests only). */
  allowPrivateEndpoints: boolean;
  /** A push service slower than this counts as no answer (a retry later). */
  timeoutMs?: number;
  /** How endpoint names resolve (the system's resolver; a test's own names). */
  resolve?: Resolve;
}

/** How a push alert went: as a direct message's, or nobody left to send it to. */
export type PushDelivery = Delivery | { outcome: 'gone' };

/** A push service keeps an undelivered alert this long (the phone off): it is about today. */
const TTL_SECONDS = 12 * 3600;

type Outcome = 'sent' | 'retry' | 'refused' | 'gone';

/**
 * Sends an alert to every browser that follows the player: signed with the server's VAPID keys and
 * encrypted for each browser by `web-push`, and posted here: no redirect followed, and to the one
 * address the endpoint's name resolved to when it was checked (checkPushAddress). A subscription the push service answers 404 or 410
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
  const checked = await checkPushAddress(
    subscription.endpoint,
    options.allowPrivateEndpoints,
    options.resolve,
  );
  if ('problem' in checked) return { outcome: 'gone', reason: checked.problem };
  if ('unresolved' in checked) return { outcome: 'retry', reason: checked.unresolved };
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
  let status: number;
  try {
    status = await postTo(details, checked, options.timeoutMs ?? 10_000);
  } catch (error) {
    return { outcome: 'retry', reason: `no answer from the push service (${String(error)})` };
  }
  if (status >= 200 && status < 300) return { outcome: 'sent' };
  const reason = `the push service answered ${status}`;
  if (status === 404 || status === 410) return { outcome: 'gone', reason };
  if (status === 429 || status >= 500) return { outcome: 'retry', reason };
  return { outcome: 'refused', reason };
}

/** A lookup that answers the address already checked, whatever the name resolves to now. */
function pinnedLookup(address: string, family: number): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * POSTs the push message to the checked address (TLS still verifies the endpoint's name); the
 * status code of the answer, whose body is not read. No redirect is followed.
 */
function postTo(
  details: webpush.RequestDetails,
  pinned: { address: string; family: number },
  timeoutMs: number,
): Promise<number> {
  const url = new URL(details.endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        lookup: pinnedLookup(pinned.address, pinned.family),
        // A connection of its own: a kept one may have been opened to the name's other address.
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
