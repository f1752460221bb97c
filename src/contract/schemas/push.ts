import { z } from 'zod';
import { PlayerName } from './common';

/** The server's public Web Push key (VAPID), which a browser subscribes with. */
export const PushKey = z
  .object({
    publicKey: z.string().meta({
      description: "The application server key (base64url), PushManager.subscribe's applicationServerKey",
      example: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    }),
  })
  .meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof PushKey>;

/** Base64url, as a browser writes a subscription's keys. */
const key = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'A subscription key is base64url.');

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
const BrowserSubscription = z.object({
  endpoint: z.string().min(1).max(1000).meta({ example: 'https://fcm.googleapis.com/fcm/send/abc123' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: key(200), auth: key(100) }),
});

/** Alerts for a player, sent to this browser. */
export const PushSubscribe = z
  .object({ playerName: PlayerName, subscription: BrowserSubscription })
  .meta({ id: 'PushSubscribe' });
export type PushSubscribe = z.infer<typeof PushSubscribe>;

/** No more alerts to this browser. */
export const PushUnsubscribe = z
  .object({ endpoint: z.string().min(1).max(1000) })
  .meta({ id: 'PushUnsubscribe' });
export type PushUnsubscribe = z.infer<typeof PushUnsubscribe>;

export const PushSubscribed = z
  .object({ playerName: z.string().meta({ description: 'The player the browser is alerted for' }) })
  .meta({ id: 'PushSubscribed' });
export type PushSubscribed = z.infer<typeof PushSubscribed>;

export const PushUnsubscribed = z
  .object({ unsubscribed: z.boolean().meta({ description: 'Whether the browser was subscribed' }) })
  .meta({ id: 'PushUnsubscribed' });
export type PushUnsubscribed = z.infer<typeof PushUnsubscribed>;
