import { pushKey } from './push-key';
import { pushSubscribe } from './push-subscribe';
import { pushUnsubscribe } from './push-unsubscribe';

/** Overtaken alerts by Web Push: the key to subscribe with, and a browser's subscription. */
export const pushEndpoints = [pushKey, pushSubscribe, pushUnsubscribe] as const;
