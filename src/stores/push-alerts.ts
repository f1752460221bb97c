import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { ApiCallError, callApi } from '../client/api';
import { routes } from '../contract/routes';
import { sameName } from '../domain/player-name';

/**
 * Overtaken alerts by Web Push on this device (docs/web-push.md): the browser's one push
 * subscription, kept by the server for the player it was made for. `on`: this device is alerted
 * for the player shown; `off`: not (or for another player); `unsupported`: the browser cannot.
 */
interface PushAlerts {
  status: 'unknown' | 'unsupported' | 'off' | 'on' | 'working';
  /** Why the last change failed, in words. */
  message?: string;
}

export const $pushAlerts = atom<PushAlerts>({ status: 'unknown' });

/** The player this device's subscription was made for (what the server was told). */
export const $alertsFor = persistentAtom<string | undefined>('pushAlertsFor', undefined, {
  encode: (value) => value ?? '',
  // Read from the device: a name, or nothing.
  decode: (raw) => (raw.length > 0 && raw.length <= 200 ? raw : undefined),
});

const BLOCKED = "Notifications are blocked for this site in the browser's settings.";
const NO_WORKER = 'Alerts need the site installed in this browser: reload the page, then try again.';
/** The service worker registers once a page has loaded; a subscription waits this long for it. */
const WORKER_WAIT_MS = 10_000;

function supported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The site's service worker registration, once it is there (undefined after a while without). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Reads whether this device is alerted for `playerName`. */
export async function checkPushAlerts(playerName: string): Promise<void> {
  if (!supported()) return $pushAlerts.set({ status: 'unsupported' });
  try {
    const current = await navigator.serviceWorker.getRegistration();
    const subscription = await current?.pushManager.getSubscription();
    const forThem = subscription && sameName($alertsFor.get() ?? '', playerName);
    $pushAlerts.set({ status: forThem ? 'on' : 'off' });
  } catch {
    // A browser that has the API but refuses it here (a private window): as if it had none.
    $pushAlerts.set({ status: 'unsupported' });
  }
}

/**
 * Asks the browser for a push subscription with the server's key, and gives it to the server for
 * `playerName` (a device follows one player: this moves it).
 */
export async function startPushAlerts(playerName: string): Promise<void> {
  $pushAlerts.set({ status: 'working' });
  try {
    if ((await Notification.requestPermission()) !== 'granted')
      return $pushAlerts.set({ status: 'off', message: BLOCKED });
    const worker = await registration();
    if (!worker) return $pushAlerts.set({ status: 'off', message: NO_WORKER });
    const { publicKey } = await callApi(routes.pushKey, {});
    const subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth)
      return $pushAlerts.set({ status: 'off', message: 'This browser gave no usable subscription.' });
    const answer = await callApi(routes.pushSubscribe, {
      body: { playerName, subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
    });
    $alertsFor.set(answer.playerName);
    $pushAlerts.set({ status: 'on' });
  } catch (error) {
    $pushAlerts.set({ status: 'off', message: messageOf(error) });
  }
}

/** Stops the alerts in one step: the server forgets the subscription, and the browser drops it. */
export async function stopPushAlerts(): Promise<void> {
  $pushAlerts.set({ status: 'working' });
  try {
    const current = await navigator.serviceWorker.getRegistration();
    const subscription = await current?.pushManager.getSubscription();
    if (subscription) {
      await callApi(routes.pushUnsubscribe, { body: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    }
    $alertsFor.set(undefined);
    $pushAlerts.set({ status: 'off' });
  } catch (error) {
    $pushAlerts.set({ status: 'on', message: messageOf(error) });
  }
}

function messageOf(error: unknown): string {
  if (error instanceof ApiCallError) return error.message;
  return 'The browser refused: alerts could not be turned on.';
}
