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
}

/** What one width shows, read in one call into the page (a round trip per check was a third of a walk). */
interface AtWidth {
  scrollsSideways: boolean;
  board?: { fits: boolean; brokenNames: string[] };
  chrome?: { sideMenu: boolean; menuButton: boolean; backButton: boolean };
}

/**
 * Reads the page at its new width once the resize's listeners and the renders they schedule have
 * had their frame. Visible as Playwright's toBeVisible means it: a box of some size, and not
 * `visibility: hidden`.
 */
function readAtWidth(page: Page, checks: LayoutChecks): Promise<AtWidth> {
  const names = checks.board ? seededNames().filter((n) => n.length <= 16 && !n.includes(' ')) : [];
  return page.evaluate(
    async ({ board, chrome, names }) => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const visible = (el: Element | null | undefined) =>
        !!el && el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true });
      const root = document.documentElement;
      const read: AtWidth = { scrollsSideways: root.scrollWidth > root.clientWidth };
      if (board) {
        const wrap = [...document.querySelectorAll('.table-wrap')].find((el) =>
          el.querySelector('table.leaderboard'),
        );
        read.board = {
          // Every column on the screen: the board fits its frame, nothing to scroll to.
          fits: !!wrap && wrap.scrollWidth <= wrap.clientWidth,
          // A seeded name (sixteen characters at most, no space) is never broken across lines.
          brokenNames: [...document.querySelectorAll('tbody td a')]
            .filter((a) => names.includes(a.textContent ?? '') && a.getClientRects().length > 1)
            .map((a) => a.textContent ?? ''),
        };
      }
      if (chrome) {
        const buttons = [...document.querySelectorAll('button, [role="button"]')];
        const named = (name: string) =>
          buttons.filter(
            (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name && visible(b),
          ).length > 0;
        read.chrome = {
          sideMenu: visible(document.querySelector('.side-menu--desktop')),
          menuButton: named('Open menu'),
          backButton: named('Back'),
        };
      }
      return read;
    },
    { board: checks.board === true, chrome: checks.chrome === true, names },
  );
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
    const read = await readAtWidth(page, checks);
    expect.soft(read.scrollsSideways, `${where}: scrolls sideways`).toBe(false);
    if (read.board) {
      expect.soft(read.board.fits, `${where}: the board fits its frame`).toBe(true);
      expect.soft(read.board.brokenNames, `${where}: names broken across lines`).toEqual([]);
    }
    // The side menu stands beside the content from 960 px; below, it opens from the menu button.
    // The Back bar shows from 600 px.
    if (read.chrome)
      expect.soft(read.chrome, where).toEqual({
        sideMenu: width >= 960,
        menuButton: width < 960,
        backButton: width >= 600,
      });
  }
  if (page.viewportSize()?.width !== loadedAt) {
    await resizeTo(page, loadedAt);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
}
