// Why a browser: layout at both widths (scroll widths, the strategy floor's box and its squares'
// size), and the games' islands running in the real page: the floor taking the keyboard, the switch
// to the classic view keeping the game, the maze animating, the mini tournament coming back from
// the browser's storage after a reload. Playing the games is the island tests'
// (tests/islands/games-*.test.tsx); what their pages draw, tests/pages/games-pages.test.ts's.
import { expect, type Page, test } from '@playwright/test';
import { followRequests, gotoReady } from './hydration';
import { widthOf } from './projects';

/** How far the page scrolls sideways (0 or less: not at all). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens a page once its islands have hydrated and its first requests are done, and checks its width. */
async function fits(page: Page, path: string): Promise<void> {
  const requests = followRequests(page);
  await gotoReady(page, path);
  await requests.settled();
  requests.stop();
  expect(await overflow(page), path).toBeLessThanOrEqual(0);
}

test(
  'the games and the venue screen fit the screen width, nothing scrolling sideways, and their islands run in the page',
  {
    tag: '@phone',
  },
  async ({ page }, info) => {
    const desktop = widthOf(info) === 'desktop';

    await test.step('/strategy/1: the whole floor on screen, squares large enough to tap; keys and the classic view', async () => {
      await fits(page, '/strategy/1');
      const board = page.getByRole('application', { name: /Strategy floor/ });
      const box = await board.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      expect(box).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
      const square = await board.getByRole('button').first().boundingBox();
      expect(square?.width ?? 0).toBeGreaterThanOrEqual(26);
      if (!desktop) return;
      // The floor has the keyboard once the page is ready; the game carries over to the classic view.
      await expect(board).toBeFocused();
      await page.keyboard.press('ArrowUp');
      const you = page
        .getByRole('application', { name: /Strategy floor/ })
        .getByRole('button', { name: /^Column 6, row 11:/ });
      await expect(you).toHaveAccessibleName('Column 6, row 11: you, on empty');
      await page.getByRole('button', { name: 'Switch to the classic view' }).click();
      await expect(page.getByRole('navigation', { name: 'Strategy levels' })).toBeVisible();
      await expect(you).toHaveAccessibleName('Column 6, row 11: you, on empty');
    });

    await test.step('/mini-tournament: a game added is there after a reload', async () => {
      await fits(page, '/mini-tournament');
      if (!desktop) return;
      await page.getByLabel('Game name').fill('Hexa Hop');
      await page.getByRole('button', { name: 'Add game' }).click();
      await page.reload();
      await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveText(['Hexa Hop']);
    });

    await test.step('/maze: the floor animates, slower for a system that asks for reduced motion', async () => {
      // Slower: a floor redrawn at every frame kept a starved machine from ever being idle enough
      // to hydrate the top bar (client:idle).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await fits(page, '/maze');
      await expect(page.getByText('1 s loop, shown 4 times slower for reduced motion')).toBeVisible();
      const floor = page.getByRole('img', { name: /Laser maze floor, 18 by 10 dots/ });
      const frame = await floor.getAttribute('data-frame');
      await expect(floor).not.toHaveAttribute('data-frame', frame ?? '');
    });

    await test.step('/toc', () => fits(page, '/toc'));

    await test.step("/venue/1/screen: a TV's page, whole on a phone too", async () => {
      await page.goto('/venue/1/screen');
      await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
      await expect(page.locator('.venue-screen__row').first()).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  },
);
