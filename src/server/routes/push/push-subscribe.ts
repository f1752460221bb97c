import { PushSubscribe, PushSubscribed } from '../../../contract/schemas/push';
import { deviceToken } from '../../auth/device';
import { hashToken } from '../../auth/tokens';
import { defineEndpoint } from '../../http/endpoint';
import { subscribe } from '../../services/push-subscriptions';
import { CROSS_SITE } from '../cross-site';

/** A browser's subscription to a player's overtaken alerts, kept to send them by Web Push. */
export const pushSubscribe = defineEndpoint(
  {
    name: 'pushSubscribe',
    method: 'POST',
    path: '/api/push/subscriptions',
    throttle: 'search',
    maxBody: 4096,
    summary:
      "Sends this browser a player's overtaken alerts by Web Push (at most one a day); a browser follows one player",
    tag: 'Alerts',
    access: 'public',
    changes: 'nothing shared',
    body: PushSubscribe,
    response: PushSubscribed,
    errors: {
      400: 'The subscription is malformed, or its endpoint is not a public https address',
      403: CROSS_SITE,
      404: 'No such player',
      409: "Too many subscriptions (for the player, or in all); the player's own account (its approved claim) is never refused",
    },
  },
  ({ database, config }) =>
    ({ body }, c) =>
      subscribe(database.db, body.playerName, body.subscription, config.push, {
        deviceHash: hashToken(deviceToken(c, config)),
        user: c.get('user'),
      }),
);
