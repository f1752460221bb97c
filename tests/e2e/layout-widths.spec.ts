import { expect, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { classicUrl, useOldUI } from './classic';
import { gotoReady } from './hydration';
import { seededNames, worldLeader } from './players';

// The widths the site is checked at, and the edges of the band where the side menu gives way.
const WIDTHS = [320, 390, 600, 768, 959, 960, 1024, 1280, 1920];
const SCREENS = ['summary', 'games', 'leaderboard', 'world-leaderboard', 'global-league'] as const;

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no newer-UI screen scrolls sideways, and boards keep their columns and names whole', async ({
      page,
      request,
    }) => {
      const leader = await worldLeader(request);
      const seeded = new Set(seededNames());
      const publicPages = ['/leaderboards', `/leaderboards/${leader.locationId}`, '/league'];
      for (const path of [
        '/',
        ...publicPages,
        ...SCREENS.map((s) => playerPath(leader.name, leader.locationId, s)),
      ]) {
        await gotoReady(page, path);
        expect(await scrollsSideways(page), path).toBe(false);
        if (!path.endsWith('leaderboard')) continue;
        // Every column on the screen: the board fits its frame, nothing to scroll to.
        const wrap = page.locator('.table-wrap').filter({ has: page.locator('table.leaderboard') });
        const fits = await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth);
        expect(fits, path).toBe(true);
        // A seeded name (sixteen characters at most, no space) is never broken across lines.
        const broken = await page.locator('tbody td a').evaluateAll(
          (links, names) =>
            links
              .filter((a) => names.includes(a.textContent ?? '') && a.getClientRects().length > 1)
              .map((a) => a.textContent),
          [...seeded].filter((n) => n.length <= 16 && !n.includes(' ')),
        );
        expect(broken, path).toEqual([]);
      }
      // The side menu stands beside the content from 960 px; below, it opens from the menu button.
      const wide = width >= 960;
      await expect(page.locator('.side-menu--desktop')).toBeVisible({ visible: wide });
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible({ visible: !wide });
      // The Back bar shows from 600 px.
      await expect(page.getByRole('button', { name: 'Back' })).toBeVisible({ visible: width >= 600 });
    });

    test('no older-UI screen scrolls sideways', async ({ page, request }) => {
      await useOldUI(page);
      const leader = await worldLeader(request);
      for (const screen of ['summary', 'games', 'leaderboard', 'world-leaderboard', 'badges']) {
        const path = classicUrl(leader.name, leader.locationId, screen);
        await gotoReady(page, path);
        await expect(page.locator('.player-screen__title')).toBeVisible();
        expect(await scrollsSideways(page), path).toBe(false);
      }
    });
  });
}
