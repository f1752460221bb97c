import { expect, type Page } from '@playwright/test';
import { seededNames } from './players';

/**
 * The layout of a screen at every width the site is checked at, from a small phone to a wide
 * monitor, with the edges of the band where the side menu gives way (every-page.spec.ts walks
 * each screen through them on the load it audits at 1280 px). The window is resized step by
 * step: the layout is the style sheet's, and the islands that measure the width follow a resize
 * as they would a rotated phone.
 */
export const LAYOUT_WIDTHS = [320, 390, 600, 768, 959, 960, 1024, 1280, 1920];

/** What a screen's walk checks besides the page's width. */
export interface LayoutChecks {
  /** A board: every column fits its frame and no seeded name breaks across lines. */
  board?: boolean;
  /** A player screen: the side menu and the Back bar follow the width. */
  chrome?: boolean;
}

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
  expect.soft(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth), where).toBe(true);
  // A seeded name (sixteen characters at most, no space) is never broken across lines.
  const broken = await page.locator('tbody td a').evaluateAll(
    (links, names) =>
      links
        .filter((a) => names.includes(a.textContent ?? '') && a.getClientRects().length > 1)
        .map((a) => a.textContent),
    seededNames().filter((n) => n.length <= 16 && !n.includes(' ')),
  );
  expect.soft(broken, where).toEqual([]);
}

async function checkChrome(page: Page, width: number, where: string): Promise<void> {
  // The side menu stands beside the content from 960 px; below, it opens from the menu button.
  const wide = width >= 960;
  await expect.soft(page.locator('.side-menu--desktop'), where).toBeVisible({ visible: wide });
  await expect.soft(page.getByRole('button', { name: 'Open menu' }), where).toBeVisible({ visible: !wide });
  // The Back bar shows from 600 px.
  await expect.soft(page.getByRole('button', { name: 'Back' }), where).toBeVisible({ visible: width >= 600 });
}

/**
 * Walks the open page through every width: the widest first, then from the narrowest up, so that
 * every width is reached by a resize and the walk ends at 1280 px, the width every-page.spec.ts
 * loads at (any other is restored). At each: the page never scrolls sideways, and the board and
 * the chrome as asked. A failure is soft and names the page and the width: the walk goes on.
 */
export async function walkWidths(page: Page, path: string, checks: LayoutChecks): Promise<void> {
  const loadedAt = page.viewportSize()?.width ?? 1280;
  const widest = Math.max(...LAYOUT_WIDTHS);
  for (const width of [widest, ...LAYOUT_WIDTHS.filter((w) => w !== widest)]) {
    await resizeTo(page, width);
    const where = `${path} at ${width} px`;
    expect.soft(await scrollsSideways(page), `${where}: scrolls sideways`).toBe(false);
    if (checks.board) await checkBoard(page, where);
    if (checks.chrome) await checkChrome(page, width, where);
  }
  if (page.viewportSize()?.width !== loadedAt) await resizeTo(page, loadedAt);
}
