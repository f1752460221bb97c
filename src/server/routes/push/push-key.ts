import { PushKey } from '../../../contract/schemas/push';
import { defineEndpoint } from '../../http/endpoint';
import { vapidKeys } from '../../services/vapid-keys';

/** The server's public Web Push key, which a browser subscribes to overtaken alerts with. */
export const pushKey = defineEndpoint(
  {
    name: 'pushKey',
    method: 'GET',
    path: '/api/push/key',
    summary: "The server's public Web Push key (VAPID), which a browser subscribes to alerts with",
    tag: 'Alerts',
    access: 'public',
    response: PushKey,
  },
  ({ database }) =>
    async () => ({ publicKey: (await vapidKeys(database.db)).publicKey }),
);
