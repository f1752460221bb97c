// Why a browser: the period switch is plain links followed across pages, by keyboard (Tab and
// Enter) and by click, relative to each page's address; and a player's row on a period's board is
// highlighted by the page's own inline script; at a phone's 390 px the four periods share one row
// (boxes the browser lays out). What each period's page shows (its line, its top
// gain against the player's own history, the 400 for a period the boards lack, the links' hrefs)
// is tests/pages/board-periods.test.ts.
import { expect, type Page, test } from '@playwright/test';
import type { ActivateLocation } from '../../src/contract/schemas/locations';
import type { PeriodBoard } from '../../src/contract/schemas/period-boards';
import { gotoReady, whenReady } from './hydration';

const periods = (page: Page) => page.getByRole('navigation', { name: 'Board period' });
const current = (page: Page, name: string) =>
  expect(periods(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');

/** The four periods' links side by side on one row, each a 44 px tap target. */
async function oneRow(page: Page): Promise<void> {
  const boxes = await periods(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => a.getBoundingClientRect()).map((r) => ({ top: r.top, height: r.height })),
    );
  expect(boxes).toHaveLength(4);
  expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
  for (const b of boxes) expect(b.height).toBeGreaterThanOrEqual(44);
}

test.describe('boards over time', { tag: '@phone' }, () => {
  test("a venue's board from today to this month by keyboard and to this year by click, and a player's world board back to today", async ({
    page,
    request,
  }) => {
    const [venue] = (await (await request.get('/api/activate/locations')).json()) as ActivateLocation[];
    if (!venue) throw new Error('no venue');
    await gotoReady(page, `/leaderboards/${venue.id}`);
    await current(page, 'Today');
    await oneRow(page);

    await test.step('by keyboard: from Today, two tabs to This month, and Enter', async () => {
      await periods(page).getByRole('link', { name: 'Today' }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(periods(page).getByRole('link', { name: 'This month' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/leaderboards/${venue.id}\\?period=month$`));
      await current(page, 'This month');
      await expect(page.getByText(/^Points gained this month, 1 \w+/)).toBeVisible();
      await whenReady(page);
    });

    await test.step('by click: This year', async () => {
      await periods(page).getByRole('link', { name: 'This year' }).click();
      await expect(page).toHaveURL(new RegExp(`/leaderboards/${venue.id}\\?period=year$`));
      await current(page, 'This year');
      await expect(page.getByText(/^Points gained this year, 1 January/)).toBeVisible();
    });

    await test.step("a player's world board over this year highlights the player, and its Today leads to their board of scores", async () => {
      const answer = (await (await request.get('/api/leaderboards/world/year')).json()) as PeriodBoard;
      const top = answer.entries[0];
      if (!top) throw new Error('nobody gained points this year');
      const path = `/player/${encodeURIComponent(top.players)}/location/${top.locationId}/world-leaderboard`;
      await gotoReady(page, `${path}?period=year`);
      await expect(page.locator('tr.is-current[aria-current="true"]')).toContainText(top.players);
      await oneRow(page);
      await periods(page).getByRole('link', { name: 'Today' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await current(page, 'Today');
      await expect(page.getByRole('columnheader', { name: 'Score' })).toBeVisible();
    });
  });
});
