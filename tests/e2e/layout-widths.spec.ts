import { expect, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { classicUrl, useOldUI } from './classic';
import { gotoReady } from './hydration';
import { seededNames, worldLeader } from './players';

/**
 * Every screen at every width the site is checked at, from a small phone to a wide monitor, with
 * the edges of the band where the side menu gives way. Each page is opened once, at the narrowest
 * width, and the window is then widened step by step: the layout is the style sheet's, and the
 * islands that measure the width follow a resize as they would a rotated phone. (Each page opened
 * at each width took 126 page loads; every page is also opened at 390 and 1280 px by
 * every-page.spec.ts.)
 */
const WIDTHS = [320, 390, 600, 768, 959, 960, 1024, 1280, 1920];
const SCREENS = ['summary', 'games', 'leaderboard', 'world-leaderboard', 'global-league'] as const;
const OLD_SCREENS = ['summary', 'games', 'leaderboard', 'world-leaderboard', 'badges'] as const;

type Leader = Awaited<ReturnType<typeof worldLeader>>;

interface Screen {
  label: string;
  path: (leader: Leader) => string;
  oldUI?: boolean;
  /** A board: every column fits its frame and no seeded name breaks across lines. */
  board?: boolean;
  /** A player screen: the side menu and the Back bar follow the width. */
  chrome?: boolean;
  /** What is on screen once it shows its content (the older UI's screens load theirs after hydrating). */
  shows?: string;
}

const SCREEN_LIST: Screen[] = [
  { label: 'landing', path: () => '/' },
  { label: 'public boards', path: () => '/leaderboards' },
  { label: "a venue's public board", path: (l) => `/leaderboards/${l.locationId}` },
  { label: 'public league', path: () => '/league' },
  ...SCREENS.map((screen) => ({
    label: screen,
    path: (l: Leader) => playerPath(l.name, l.locationId, screen),
    board: screen.endsWith('leaderboard'),
    chrome: true,
  })),
  { label: 'older UI: lookup', path: () => '/', oldUI: true },
  ...OLD_SCREENS.map((screen) => ({
    label: `older UI: ${screen}`,
    path: (l: Leader) => classicUrl(l.name, l.locationId, screen),
    oldUI: true,
    shows: '.player-screen__title',
  })),
];

async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  // The resize's listeners and the renders they schedule have had their frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

async function checkBoard(page: Page, where: string): Promise<void> {
  // Every column on the screen: the board fits its frame, nothing to scroll to.
  const wrap = page.locator('.table-wrap').filter({ has: page.locator('table.leaderboard') });
  expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth), where).toBe(true);
  // A seeded name (sixteen characters at most, no space) is never broken across lines.
  const broken = await page.locator('tbody td a').evaluateAll(
    (links, names) =>
      links
        .filter((a) => names.includes(a.textContent ?? '') && a.getClientRects().length > 1)
        .map((a) => a.textContent),
    seededNames().filter((n) => n.length <= 16 && !n.includes(' ')),
  );
  expect(broken, where).toEqual([]);
}

async function checkChrome(page: Page, width: number, where: string): Promise<void> {
  // The side menu stands beside the content from 960 px; below, it opens from the menu button.
  const wide = width >= 960;
  await expect(page.locator('.side-menu--desktop'), where).toBeVisible({ visible: wide });
  await expect(page.getByRole('button', { name: 'Open menu' }), where).toBeVisible({ visible: !wide });
  // The Back bar shows from 600 px.
  await expect(page.getByRole('button', { name: 'Back' }), where).toBeVisible({ visible: width >= 600 });
}

/** One test per screen: opened at the narrowest width, then widened step by step. */
function walkEach(screens: Screen[]): void {
  // The screens are independent: the two workers share them out.
  test.describe.configure({ mode: 'parallel' });
  for (const screen of screens) {
    const extra = `${screen.board ? ', keeps its columns and names whole' : ''}${screen.chrome ? ', menu and Back bar by width' : ''}`;
    test(`${screen.label}: never scrolls sideways${extra}`, async ({ page, request }) => {
      const path = screen.path(await worldLeader(request));
      await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 900 });
      await gotoReady(page, path);
      if (screen.shows) await expect(page.locator(screen.shows)).toBeVisible();
      for (const width of WIDTHS) {
        await resizeTo(page, width);
        const where = `${path} at ${width} px`;
        expect(await scrollsSideways(page), where).toBe(false);
        if (screen.board) await checkBoard(page, where);
        if (screen.chrome) await checkChrome(page, width, where);
      }
    });
  }
}

test.describe('the newer UI from 320 to 1920 px', () => {
  walkEach(SCREEN_LIST.filter((screen) => !screen.oldUI));
});

test.describe('the older UI from 320 to 1920 px', () => {
  test.beforeEach(({ page }) => useOldUI(page));
  walkEach(SCREEN_LIST.filter((screen) => screen.oldUI));
});
