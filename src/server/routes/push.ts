import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';
import { subscribe, unsubscribe } from '../services/push-subscriptions';
import { vapidKeys } from '../services/vapid-keys';

/** Overtaken alerts by Web Push: the key to subscribe with, and a browser's subscription. */
export function pushRoutes({ database, config }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, endpoints.pushKey, async () => ({ publicKey: (await vapidKeys(database.db)).publicKey }));
  mount(app, endpoints.pushSubscribe, ({ body }) =>
    subscribe(database.db, body.playerName, body.subscription, config.push),
  );
  mount(app, endpoints.pushUnsubscribe, async ({ body }) => ({
    unsubscribed: await unsubscribe(database.db, body.endpoint),
  }));
  return app;
}
