// Why a browser: switching UI variants is about what is painted. The head script picks the variant
// from the stored flag before the first paint, and each frame is watched (on a slowed CPU) for the
// hidden variant showing; the switch works in place on / and navigates between pages elsewhere.
// Where the switch leads from each older screen is tests/unit/classic-paths.test.ts's.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { classicUrl, rivalAt } from './classic';
import { gotoReady } from './hydration';
import { worldLeader } from './players';

/**
 * Watches every frame, from before the page's first script, for the variant the stored flag hides
 * becoming visible: a flash of the other UI. The flag is read once per page load (a switch made
 * in the page stops the watch first, see `stopWatching`).
 */
async function watchForFlashes(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __flashes: string[]; __watching: boolean };
    w.__flashes = [];
    w.__watching = true;
    // Read at the first check, after every init script (one of them may set the flag) and
    // before any of the page's own scripts could change it.
    let hidden: string | undefined;
    const check = () => {
      if (!w.__watching) return;
      if (hidden === undefined) {
        let old = false;
        try {
          old = JSON.parse(localStorage.getItem('featureFlags') ?? '{}').oldUI === true;
        } catch {
          old = false;
        }
        hidden = old ? '.ui-new' : '.ui-old';
      }
      for (const el of document.querySelectorAll<HTMLElement>(hidden)) {
        if (getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0)
          w.__flashes.push(`${location.pathname}${location.search}: ${hidden} visible`);
      }
    };
    // Every frame, right before it is painted (frames wait for render-blocking styles, as the
    // user's screen does), and at the next paint after any change of the document.
    const frame = () => {
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver(() => requestAnimationFrame(check)).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  });
}

async function flashes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __flashes: string[] }).__flashes);
}

async function stopWatching(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __watching: boolean }).__watching = false;
  });
}

/** Clicks a control once its island has hydrated (a click before would do nothing). */
async function clickHydrated(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
  await control.click();
}

const setFlag = (page: Page, oldUI: boolean) =>
  page.addInitScript((on) => {
    if (sessionStorage.getItem('e2e-flag-set') === null) {
      localStorage.setItem('featureFlags', JSON.stringify({ oldUI: on }));
      sessionStorage.setItem('e2e-flag-set', '1');
    }
  }, oldUI);

/**
 * A slow phone: four times slower CPU makes a flash more likely to be painted. Only for the tests
 * that look for one: it makes a test several times longer.
 */
async function onASlowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.describe('switching between the newer and the older UI', () => {
  test.beforeEach(async ({ page }) => {
    await watchForFlashes(page);
  });

  test('on /, switches in place both ways without a reload', async ({ page }) => {
    await onASlowPhone(page);
    await setFlag(page, false);
    await gotoReady(page, '/');
    await expect(page.getByLabel('Player Name')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await stopWatching(page);
    await clickHydrated(page.getByRole('button', { name: 'Switch to the classic view' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Player lookup' })).toBeVisible();
    await expect(page.getByLabel('Player Name')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('featureFlags'))).toBe('{"oldUI":true}');

    await clickHydrated(page.getByRole('button', { name: 'Switch to the new view' }));
    await expect(page.getByLabel('Player Name')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Player lookup' })).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('featureFlags'))).toBe('{"oldUI":false}');

    // The choice is remembered: a reload shows the newer UI without a flash of the older.
    await page.reload();
    await expect(page.getByLabel('Player Name')).toBeVisible();
    expect(await flashes(page)).toEqual([]);
  });

  test("keeps the user on the equivalent player screen, going to the newer UI (a venue's shared board) and back, and a reload never shows the newer landing page", async ({
    page,
    request,
  }) => {
    await onASlowPhone(page);
    const leader = await worldLeader(request);
    const other = await rivalAt(request, leader.city, leader.name);
    // Someone else's visit renders (and keeps) the venue's board first: every player of the venue
    // shares that page, so the switch back must read this visitor's player from the address.
    const shared = await request.get(
      `/player/${encodeURIComponent(other)}/location/${leader.locationId}/leaderboard`,
    );
    expect(shared.status()).toBe(200);
    await setFlag(page, true);
    await gotoReady(page, classicUrl(leader.name, leader.locationId, 'leaderboard'));
    await expect(page.getByRole('heading', { level: 2, name: 'Leaderboards' })).toBeVisible();
    expect(await flashes(page)).toEqual([]);

    await stopWatching(page);
    await clickHydrated(page.getByRole('button', { name: 'Switch to the new view' }));
    await expect(page).toHaveURL(
      `/player/${encodeURIComponent(leader.name)}/location/${leader.locationId}/leaderboard`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${leader.city} Leaderboard`);
    expect(await flashes(page)).toEqual([]);

    await stopWatching(page);
    await clickHydrated(page.getByRole('button', { name: 'Switch to the classic view' }));
    await expect(page).toHaveURL(classicUrl(leader.name, leader.locationId, 'leaderboard'));
    await expect(page.getByRole('heading', { level: 2, name: 'Leaderboards' })).toBeVisible();
    await expect(page.getByRole('table', { name: `${leader.city} Leaderboard` })).toBeVisible();
    // Loaded with the older UI on: the newer landing page never showed.
    expect(await flashes(page)).toEqual([]);

    // A reload of the older UI's player screen, on the slow phone too.
    await page.reload();
    await expect(page.locator('.player-screen')).toBeVisible();
    await expect(page.getByRole('table', { name: `${leader.city} Leaderboard` })).toBeVisible();
    expect(await flashes(page)).toEqual([]);
  });
});
