// Why a browser: installing the site and reading it offline are the browser's own: the manifest and
// icons a phone reads to put the site on its home screen, the service worker registered and the
// pages it keeps, a summary and the landing opened with the network gone (marked with the time
// they were kept, "me" still recognised by the page's cached scripts, the landing's card drawn
// from the device "as of" its time, nothing "updated just now"), the offline page's list of kept
// pages, and (push.spec.ts) an alert pushed to the device. It runs at a phone's width, where it is
// used.
import { expect, type Page, test } from '@playwright/test';
import { keptAtText } from '../../src/domain/kept-at';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { playerWithVenues } from './players';

/** When the service worker kept `path` (undefined while it has not). */
function keptAt(page: Page, path: string): Promise<string | undefined> {
  return page.evaluate(async (p) => {
    const kept = await caches.match(new URL(p, location.href).href);
    return kept?.headers.get('X-Kept-At') ?? undefined;
  }, path);
}

test.describe('installable, and "me" offline', () => {
  test('a phone can install the site; the "me" summary and the landing open offline, marked with their time, and never as fresh @phone', async ({
    page,
    context,
    request,
  }, info) => {
    test.skip(!info.project.name.startsWith('phone'), 'a phone at home, offline (the same at any width)');
    // What a phone reads to put the site on its home screen.
    const manifestHref = await (async () => {
      await gotoReady(page, '/');
      return page.locator('link[rel="manifest"]').getAttribute('href');
    })();
    const manifest = await (await request.get(manifestHref ?? '')).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const file = await request.get(icon.src);
      expect(file.headers()['content-type']).toBe('image/png');
      const size = Number(icon.sizes.split('x')[0]);
      // A PNG's width is the big-endian number at bytes 16-19.
      expect((await file.body()).readUInt32BE(16)).toBe(size);
    }
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
    // The worker's script is asked for again each time: a new build reaches the phone at once.
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
      .toBe(true);

    const me = await playerWithVenues(request, { count: 1 });
    const summary = playerPath(me.name, me.venues[0]?.id ?? 0);
    await gotoReady(page, summary);
    await page.getByRole('button', { name: 'This is me' }).click();
    // "Me" can be alerted on this device (the browser has push): off until asked for.
    await expect(page.getByRole('button', { name: 'Alerts' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => keptAt(page, summary)).not.toBeUndefined();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(me.name);
    const notice = page.getByRole('status').filter({ hasText: 'Offline' });
    await expect(notice).toHaveCount(0);

    // The landing, with "me"'s card: kept too.
    await gotoReady(page, '/');
    const card = page.getByRole('region', { name: 'Your summary' });
    await expect(card.locator('.my-players__figures')).toBeVisible();
    const figures = (await card.locator('.my-players__figures').textContent()) ?? '';
    await expect.poll(() => keptAt(page, '/')).not.toBeUndefined();

    await context.setOffline(true);
    await gotoReady(page, summary);
    const savedAt = await keptAt(page, summary);
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(notice).toHaveText(
      `Offline: this page as it was saved on ${keptAtText(new Date(savedAt ?? ''), timeZone)}. It may have changed since.`,
    );
    await expect(heading).toContainText(me.name);
    // The page's scripts came from the worker's cache: "me" is still recognised.
    await expect(page.getByRole('button', { name: 'Not me' })).toBeVisible();
    // And it does not say the scores were updated "just now": its notice says when it was saved.
    await expect(page.locator('.last-updated')).toHaveText('');

    // From the home screen: the kept landing, "me"'s card drawn from the device as of its time.
    await gotoReady(page, '/');
    await expect(notice).toBeVisible();
    await expect(card.locator('.my-players__figures')).toHaveText(figures);
    await expect(card.getByText(/^Offline: as of \d+ \w+, \d\d:\d\d$/)).toBeVisible();
    await expect(card.getByRole('heading', { name: /Since your last visit · as of/ })).toBeVisible();

    // A page that was not kept: the offline page lists those that were, with their times.
    await page.goto('/leaderboards');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    const link = page.getByRole('listitem').filter({ hasText: me.name });
    await expect(link).toContainText(`saved ${keptAtText(new Date(savedAt ?? ''), timeZone)}`);
    await link.getByRole('link').click();
    await expect(notice).toBeVisible();

    // Back online, the page comes from the network again: no notice.
    await context.setOffline(false);
    await gotoReady(page, summary);
    await expect(heading).toContainText(me.name);
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Not me' })).toBeVisible();
  });
});
