import { PushUnsubscribe, PushUnsubscribed } from '../../../contract/schemas/push';
import { defineEndpoint } from '../../http/endpoint';
import { unsubscribe } from '../../services/push-subscriptions';
import { CROSS_SITE } from '../cross-site';

/** Forgets a browser's subscription: no more alerts to it. */
export const pushUnsubscribe = defineEndpoint(
  {
    name: 'pushUnsubscribe',
    method: 'POST',
    path: '/api/push/unsubscribe',
    throttle: 'search',
    maxBody: 4096,
    summary: 'Stops the alerts sent to this browser',
    tag: 'Alerts',
    access: 'public',
    changes: 'nothing shared',
    body: PushUnsubscribe,
    response: PushUnsubscribed,
    errors: { 403: CROSS_SITE },
  },
  ({ database }) =>
    async ({ body }) => ({ unsubscribed: await unsubscribe(database.db, body.endpoint) }),
);
