import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { PlayerHistory } from '../../src/contract/schemas/history';
import type { ActivateLocation } from '../../src/contract/schemas/locations';
import type { PeriodBoard } from '../../src/contract/schemas/period-boards';
import { UNKNOWN_PERIOD } from '../../src/domain/board-period';
import { gotoReady } from './hydration';

/**
 * A player's gain over a period by their own kept history, read through the history API (not the
 * boards' table): their total at the last closed day less their total at the close before `from`.
 */
async function gainByHistory(request: APIRequestContext, href: string, from: string): Promise<number> {
  // The row links to the player's summary, /player/{name}/location/{id}/summary.
  const api = href.replace(/^\/player\//, '/api/activate/players/player/').replace(/\/summary$/, '/history');
  const res = await request.get(`${api}?range=all`);
  expect(res.status()).toBe(200);
  const { points } = (await res.json()) as PlayerHistory;
  const before = points.filter((p) => p.day < from).at(-1)?.totalScore ?? 0;
  return (points.at(-1)?.totalScore ?? 0) - before;
}

/** The first row of the board shown: its player's link and the points gained it shows. */
async function topRow(page: Page): Promise<{ href: string; gained: number }> {
  const row = page.locator('table[data-leaderboard] tbody tr').first();
  const href = (await row.getByRole('link').getAttribute('href')) ?? '';
  const figure = (await row.locator('.leaderboard__score').textContent()) ?? '';
  expect(figure).toMatch(/^\+[\d,]+$/);
  return { href, gained: Number(figure.replace(/[+,]/g, '')) };
}

/** The board shows the period's top gain, the one its player's own history gives. */
async function expectTopGainFromHistory(
  page: Page,
  request: APIRequestContext,
  board: string,
  period: string,
) {
  const answer = (await (await request.get(`/api/leaderboards/${board}/${period}`)).json()) as PeriodBoard;
  await expect(page.getByRole('columnheader', { name: 'Points gained' })).toBeVisible();
  const top = await topRow(page);
  expect(top.gained).toBe(answer.entries[0]?.gained);
  expect(top.gained).toBeGreaterThan(0);
  expect(top.gained).toBe(await gainByHistory(request, top.href, answer.from));
}

const periods = (page: Page) => page.getByRole('navigation', { name: 'Board period' });

test.describe('boards over time', { tag: '@phone' }, () => {
  test("a venue's board and the world's over this month, this year and yesterday, by the address", async ({
    page,
    request,
  }) => {
    const [venue] = (await (await request.get('/api/activate/locations')).json()) as ActivateLocation[];
    if (!venue) throw new Error('no venue');
    await gotoReady(page, `/leaderboards/${venue.id}`);
    const switcher = periods(page);
    await expect(switcher.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    // By keyboard: from Today, two tabs to This month, and Enter.
    await switcher.getByRole('link', { name: 'Today' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(switcher.getByRole('link', { name: 'This month' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/leaderboards/${venue.id}\\?period=month$`));
    await expect(switcher.getByRole('link', { name: 'This month' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^Points gained this month, 1 \w+/)).toBeVisible();
    await expectTopGainFromHistory(page, request, String(venue.id), 'month');

    await switcher.getByRole('link', { name: 'This year' }).click();
    await expect(page).toHaveURL(new RegExp(`/leaderboards/${venue.id}\\?period=year$`));
    await expect(page.getByText(/^Points gained this year, 1 January/)).toBeVisible();
    await expectTopGainFromHistory(page, request, String(venue.id), 'year');

    await switcher.getByRole('link', { name: 'Yesterday' }).click();
    await expect(page).toHaveURL(/\?period=yesterday$/);
    await expect(page.getByText(/^The board as it stood at the close of \d+ \w+\.$/)).toBeVisible();
    await expect(page.locator('table[data-leaderboard] tbody tr').first()).toBeVisible();

    await switcher.getByRole('link', { name: 'Today' }).click();
    await expect(page).toHaveURL(new RegExp(`/leaderboards/${venue.id}$`));
    await expect(page.getByRole('heading', { name: "Today's movers" })).toBeVisible();

    // The world's board, straight from an address.
    await gotoReady(page, '/leaderboards?period=month');
    await expect(periods(page).getByRole('link', { name: 'This month' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectTopGainFromHistory(page, request, 'world', 'month');
    await periods(page).getByRole('link', { name: 'This year' }).click();
    await expect(page).toHaveURL(/\/leaderboards\?period=year$/);
    await expectTopGainFromHistory(page, request, 'world', 'year');

    // A period the boards do not have: a notice and the way back, not a failure.
    const res = await page.goto('/leaderboards?period=week');
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(`Error: ${UNKNOWN_PERIOD}`);
    await periods(page).getByRole('link', { name: 'Today' }).click();
    await expect(page).toHaveURL(/\/leaderboards$/);
    await expect(page.locator('table[data-leaderboard] tbody tr').first()).toBeVisible();
  });

  test("a player's world board over this year highlights the player, and links by period without naming them", async ({
    page,
    request,
  }) => {
    const answer = (await (await request.get('/api/leaderboards/world/year')).json()) as PeriodBoard;
    const top = answer.entries[0];
    if (!top) throw new Error('nobody gained points this year');
    const path = `/player/${encodeURIComponent(top.players)}/location/${top.locationId}/world-leaderboard`;
    await gotoReady(page, `${path}?period=year`);
    await expect(page.locator('tr.is-current')).toContainText(top.players);
    const switcher = periods(page);
    await expect(switcher.getByRole('link', { name: 'Today' })).toHaveAttribute(
      'href',
      './world-leaderboard',
    );
    await expect(switcher.getByRole('link', { name: 'This month' })).toHaveAttribute('href', '?period=month');
    await switcher.getByRole('link', { name: 'Today' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('columnheader', { name: 'Score' })).toBeVisible();
    // A period the boards do not have, in the player's area too: a notice, and the way back.
    expect((await page.goto(`${path}?period=decade`))?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(`Error: ${UNKNOWN_PERIOD}`);
    await expect(switcher.getByRole('link', { name: 'This year' })).toHaveAttribute('href', '?period=year');
  });
});
