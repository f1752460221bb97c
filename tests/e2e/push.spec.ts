// Why a browser: an alert pushed to the device is the service worker's to show as a notification,
// delivered as a push service would (Chromium's DevTools protocol). In the full browser,
// /usr/bin/chromium (or E2E_CHROMIUM), with the suite's flags: the headless shell the rest of the
// suite runs in shows no notification (the worker's getNotifications() stays empty).
import { expect, test } from '@playwright/test';
import config, { CHROMIUM_HEADLESS_SHELL } from '../../playwright.config';
import { gotoReady } from './hydration';

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    executablePath:
      process.env.E2E_CHROMIUM && process.env.E2E_CHROMIUM !== CHROMIUM_HEADLESS_SHELL
        ? process.env.E2E_CHROMIUM
        : '/usr/bin/chromium',
  },
});

test('an alert pushed to the device shows as a notification with its words', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await gotoReady(page, '/');
  // The push service's delivery, as Chromium's DevTools protocol makes it.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const message = {
    title: 'Passed on the board',
    body: 'Rex passed you on the Leeds board: you are now #4.',
    url: '/',
  };
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: JSON.stringify(message),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}|${n.body}`),
    );
  // Delivered again until it shows, as a push service retries a device that did not take it: on a
  // busy machine a push that reached the worker while it was still starting was dropped once. The
  // alert's tag makes a second delivery replace the first, so one notification shows either way.
  await expect(async () => {
    await deliver();
    await expect.poll(shown, { timeout: 5_000 }).toEqual([`${message.title}|${message.body}`]);
  }).toPass();
});
