// Why a browser: at the narrowest phone width (320 px), whether anything reaches past the screen's
// edge, whether words wrap, and whether keys are tap targets are questions of boxes the browser
// lays out. The other tap targets are measured where their pages are visited: board rows in
// board-reading.spec.ts, switches and menu rows in newer-ui.spec.ts and phone-games.spec.ts.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { useOldUI } from './classic';
import { gotoReady } from './hydration';
import { widthOf } from './projects';
import { teamPlayer } from './team-players';

const TAP = 44;

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

/** The elements under `within` that reach past the screen's right (or left) edge. */
async function pastTheEdge(page: Page, within: string): Promise<string[]> {
  return page.locator(within).evaluateAll((roots) => {
    const width = document.documentElement.clientWidth;
    return roots.flatMap((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.right > width + 0.5 || r.left < -0.5);
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.textContent?.slice(0, 30)}`),
    );
  });
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The strategy game's head-up display and controls stay on the screen, the resets on one line. */
async function strategyFits(page: Page): Promise<void> {
  await gotoReady(page, '/strategy/1');
  const resetWave = page.getByRole('button', { name: 'Reset Wave' });
  await expect(resetWave).toBeVisible();
  expect(await pastTheEdge(page, '.strategy-hud, .strategy__controls')).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  // Each reset keeps its words on one line, and every key is a tap target.
  for (const reset of [resetWave, page.getByRole('button', { name: 'Reset Game' })]) {
    const lines = await reset.evaluate((el) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 1) tops.add(Math.round(r.top));
      }
      return tops.size;
    });
    expect(lines).toBe(1);
    expect((await box(reset)).height).toBeGreaterThanOrEqual(TAP);
  }
  for (const key of await page.locator('.strategy-pad button').all())
    expect((await box(key)).height).toBeGreaterThanOrEqual(TAP);
}

test.describe('at 320 px', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test("a team player's summary and the strategy game, in the newer UI and the older, stay on the screen", async ({
    page,
    request,
  }, info) => {
    // A phone's width: the phone project (touch, a phone's screen) is the one to run it.
    test.skip(
      widthOf(info) !== 'phone',
      'a phone width: the phone project runs it, the desktop one would repeat it',
    );

    await test.step('the team line stays on the screen, long names and all; the AGL history is cards', async () => {
      const { name, team, teams } = await teamPlayer(request, true);
      await gotoReady(page, playerPath(name, team.locationId));
      await expect(page.locator('.summary__league')).toBeVisible();
      expect(await pastTheEdge(page, '.summary__hero')).toEqual([]);
      expect(await pastTheEdge(page, '.summary__history')).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      const history = page.getByRole('region', { name: 'AGL History' });
      const cards = history.getByRole('listitem');
      await expect(cards).toHaveCount(teams);
      await expect(history.getByRole('table')).toBeHidden();
      const card = cards.filter({ hasText: team.name }).first();
      await expect(card.getByText('Final Placement')).toBeVisible();
      await expect(card.getByText('Division', { exact: true })).toBeVisible();
      expect(await history.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    });

    await test.step("the strategy game's lives and resets stay on the screen (newer UI)", () =>
      strategyFits(page));

    await test.step("the strategy game's lives and resets stay on the screen (older UI)", async () => {
      await useOldUI(page);
      await strategyFits(page);
      await expect(page.locator('html')).toHaveAttribute('data-ui', 'old');
    });
  });
});
