import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeButton } from '../../src/islands/summary/MeButton';
import { $alertsFor, $pushAlerts } from '../../src/stores/push-alerts';
import { $meOnDevice } from '../../src/stores/remembered-players';
import { stubTheWorld } from '../support/stub-world';
import { stubApiPerTest } from './stub-per-test';

const api = stubApiPerTest((stub) => {
  stubTheWorld(stub);
  stub.on('pushKey', () => ({ publicKey: KEY }));
  stub.on('pushSubscribe', ({ body }) => ({ playerName: body.playerName }));
  stub.on('pushUnsubscribe', () => ({ unsubscribed: true }));
});
const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const homebody = { name: 'Homebody', locationId: 1, venue: 'Leeds Grid' };
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

/**
 * The browser's push machinery (not ours to test): a service worker registration whose push
 * manager hands out one subscription, and the permission the visitor gives.
 */
function browserWithPush(permission: NotificationPermission) {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPk-key', auth: 'c2VjcmV0' } }),
      unsubscribe,
    } as unknown as PushSubscription;
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribe, unsubscribe };
}

beforeEach(() => {
  localStorage.setItem('myPlayer', '');
  localStorage.setItem('pushAlertsFor', '');
  $meOnDevice.set({ kind: 'me', player: homebody });
  $alertsFor.set(undefined);
  $pushAlerts.set({ status: 'unknown' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const alerts = () => screen.findByRole('button', { name: 'Alerts' });

describe('"Alerts" on my summary', () => {
  it('turns on with one tap (the browser subscribed with the server key, the server told), and off with one', async () => {
    const browser = browserWithPush('granted');
    render(<MeButton player={homebody} />);
    const button = await alerts();
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY });
    expect(api.stub.calls('pushSubscribe').map((c) => c.body)).toEqual([
      {
        playerName: 'Homebody',
        subscription: { endpoint: ENDPOINT, keys: { p256dh: 'BPk-key', auth: 'c2VjcmV0' } },
      },
    ]);
    expect(localStorage.getItem('pushAlertsFor')).toBe('Homebody');

    fireEvent.click(button);
    // Off once the server and the browser are done (the button is disabled meanwhile).
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(api.stub.calls('pushUnsubscribe').map((c) => c.body)).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it("Not me stops them, and forgets the device's kept pages of the player and the friends list", async () => {
    const browser = browserWithPush('granted');
    // The service worker's kept pages (the browser's Cache Storage, not ours to test).
    const kept = new Set([
      '/player/Homebody/location/1/summary',
      '/player/homebody/location/2/summary',
      '/player/Traveller/location/2/summary',
      '/friends',
    ]);
    const url = (path: string) => `${location.origin}${path}`;
    const pages = {
      keys: async () => [...kept].map((path) => new Request(url(path))),
      delete: async (key: Request) => kept.delete(new URL(key.url).pathname),
    };
    vi.stubGlobal('caches', {
      has: async (name: string) => name === 'pages-v1',
      open: async () => pages,
    });
    render(<MeButton player={homebody} />);
    const button = await alerts();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(screen.getByRole('button', { name: 'Not me' }));
    await waitFor(() => expect(browser.unsubscribe).toHaveBeenCalledOnce());
    expect(api.stub.calls('pushUnsubscribe').map((c) => c.body)).toEqual([{ endpoint: ENDPOINT }]);
    await waitFor(() => expect([...kept]).toEqual(['/player/Traveller/location/2/summary']));
    expect($alertsFor.get()).toBeUndefined();
  });

  it('says so when the browser blocks notifications, and tells the server nothing', async () => {
    browserWithPush('denied');
    render(<MeButton player={homebody} />);
    fireEvent.click(await alerts());
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Notifications are blocked for this site in the browser's settings.",
    );
    expect((await alerts()).getAttribute('aria-pressed')).toBe('false');
    expect(api.stub.calls('pushSubscribe')).toEqual([]);
  });

  it('is not offered where the browser has no push, nor on a summary that is not me', async () => {
    render(<MeButton player={homebody} />);
    await screen.findByRole('button', { name: 'Not me' });
    expect(screen.queryByRole('button', { name: 'Alerts' })).toBeNull();

    browserWithPush('granted');
    render(<MeButton player={{ name: 'Rival', locationId: 1, venue: 'Leeds Grid' }} />);
    await screen.findByRole('button', { name: 'This is me' });
    expect(screen.queryByRole('button', { name: 'Alerts' })).toBeNull();
  });
});
