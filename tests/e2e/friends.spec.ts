// Why a browser: friends live in the device's storage, written on one page and read on others, and
// a board's Friends view is picked from the address (?view=friends) by the page's own inline script
// and drawn in the browser from that list: a journey from summaries ("This is me", Follow) to the
// Friends page and a venue board's Friends view, with accessibility audits (axe) of what the
// browser drew. Each island's states (unfollowing, the empty page, a level's Friends view, the
// merge with the account's list at a login) are tests/islands/friends.test.tsx's; the places and
// the account's list are src/server/routes/friends/friends.test.ts's.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { LeaderboardEntry } from '../../src/contract/schemas/leaderboards';
import type { PeriodBoardEntry } from '../../src/contract/schemas/period-boards';
import { formatNumber } from '../../src/domain/format';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';

// The device's list is the test's browser context's own: it starts with none, so the test shares
// the suite's server without seeing other tests' devices.

/** A venue's board today, from the API the page draws. */
async function venueBoard(request: APIRequestContext, locationId: number): Promise<LeaderboardEntry[]> {
  const res = await request.get(`/api/leaderboards/${locationId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { today: LeaderboardEntry[] }).today;
}

/** Opens a summary and presses one of its buttons, waiting for the button that replaces it. */
async function pressOnSummary(page: Page, name: string, locationId: number, press: string, then: string) {
  await gotoReady(page, playerPath(name, locationId));
  await page.getByRole('button', { name: press }).click();
  await expect(page.getByRole('button', { name: then })).toBeVisible();
}

/** The rows of a Friends view's table, cell by cell. */
async function friendRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
  );
}

const n = formatNumber;

/** The page's serious and critical accessibility violations (as every-page.spec.ts audits). */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A board's switch between its two views. */
const views = (page: Page) => page.locator('[data-board-views]');

test('friends: "me" and a player followed from their summaries; the Friends page; a venue board ranks me and my friend', async ({
  page,
  request,
}) => {
  const board = await venueBoard(request, 1);
  const [friend, me] = [board[2], board[8]];
  if (!friend || !me) throw new Error('The board has fewer than nine rows');
  const venue = me.locationId;

  await test.step('"This is me" on my summary (which offers no Follow), Follow on the friend\'s', async () => {
    await pressOnSummary(page, me.players, venue, 'This is me', 'Not me');
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
    await pressOnSummary(page, friend.players, venue, 'Follow', 'Unfollow');
    // Me against the friend at the venue: where each is just ahead, from the real scores.
    const duels = page.getByRole('region', { name: `You against ${friend.players}` });
    await expect(duels.getByRole('heading', { level: 3 })).toHaveText([
      `Levels where ${friend.players} is just ahead of you`,
      `Levels where you are just ahead of ${friend.players}`,
    ]);
    await expect(duels.getByRole('link').first()).toHaveAttribute('href', /^level\/\d+\/\d+$/);
  });

  await test.step("the Friends page: the friend's total and place at the venue", async () => {
    await gotoReady(page, '/friends');
    const list = page.getByRole('list', { name: 'Friends' });
    await expect(list.locator('.friends__name')).toHaveText([friend.players]);
    const venues = list.getByRole('table', { name: `${friend.players} at each venue` });
    const row = venues.getByRole('row').filter({ hasText: `${n(friend.local_score)}` });
    await expect(row).toContainText(`#${friend.rank}`);
    expect(await blockingViolations(page)).toEqual([]);
  });

  await test.step("the venue's board, Friends view: me and the friend ranked by the board's figures, with the board's place; the everyone view hidden", async () => {
    await gotoReady(page, `/leaderboards/${venue}?view=friends`);
    // Below the movers: drawn (its code loaded) once scrolled to. The view itself, not its switch:
    // with the movers other tests made, the switch can be on screen and the view just below it.
    await page.locator('.board-view--friends').scrollIntoViewIfNeeded();
    await expect(views(page).getByRole('link', { name: 'Friends' })).toHaveAttribute('aria-current', 'page');
    await expect(views(page).getByRole('link', { name: 'Everyone' })).toHaveAttribute(
      'href',
      `/leaderboards/${venue}`,
    );
    const friendsTable = page.getByRole('table', { name: 'Your friends on this board' });
    await expect(page.locator('table[data-leaderboard]')).toBeHidden();
    const rows = await friendRows(friendsTable);
    expect(rows.map((cells) => [cells[0], cells[1], cells[2]])).toEqual([
      ['1', friend.players, `#${friend.rank}`],
      ['2', `${me.players} (you)`, `#${me.rank}`],
    ]);
    expect(rows[0]?.[4]).toContain(n(friend.local_score));
    await expect(friendsTable.locator('tr[aria-current="true"]')).toContainText(me.players);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test("friends over the month and the year: the board's Friends view and the Friends page switch period", {
  tag: '@phone',
}, async ({ page, request }) => {
  const res = await request.get('/api/leaderboards/1/month');
  expect(res.ok()).toBe(true);
  const month = ((await res.json()) as { entries: PeriodBoardEntry[] }).entries;
  const [friend, me] = [month[0], month[3]];
  if (!friend || !me) throw new Error("The month's board has fewer than four rows");
  // "Me" and the friend as the device keeps them (the journey that sets them is the test above).
  await page.addInitScript(
    ({ me, friend }) => {
      localStorage.setItem(
        'myPlayer',
        JSON.stringify({ kind: 'me', player: { name: me, locationId: 1, venue: '' } }),
      );
      localStorage.setItem('followedPlayers', JSON.stringify([friend]));
    },
    { me: me.players, friend: friend.players },
  );

  await test.step("the venue board's month, Friends view: ranked by the points gained this month", async () => {
    await gotoReady(page, '/leaderboards/1?period=month&view=friends');
    await page.locator('.board-view--friends').scrollIntoViewIfNeeded();
    await expect(views(page).getByRole('link', { name: 'Friends' })).toHaveAttribute('aria-current', 'page');
    await expect(views(page).getByRole('link', { name: 'Everyone' })).toHaveAttribute(
      'href',
      '/leaderboards/1?period=month',
    );
    await expect(page.locator('table[data-leaderboard]')).toBeHidden();
    const rows = await friendRows(page.getByRole('table', { name: 'Your friends on this board' }));
    expect(rows).toEqual([
      ['1', friend.players, n(friend.gained)],
      ['2', `${me.players} (you)`, n(me.gained)],
    ]);
  });

  await test.step('the period switch keeps the Friends view: this year', async () => {
    await page.locator('.board-periods').getByRole('link', { name: 'This year' }).click();
    await expect(page).toHaveURL(/\?period=year&view=friends$/);
    await page.locator('.board-view--friends').scrollIntoViewIfNeeded();
    const rows = await friendRows(page.getByRole('table', { name: 'Your friends on this board' }));
    expect(rows.map((cells) => cells[1]).sort()).toEqual([friend.players, `${me.players} (you)`].sort());
  });

  await test.step("the Friends page over the month: the friend's points gained at the venue", async () => {
    await gotoReady(page, '/friends');
    await page.locator('.board-periods').getByRole('link', { name: 'This month' }).click();
    await expect(page).toHaveURL(/\/friends\?period=month$/);
    const venues = page.getByRole('table', { name: `${friend.players} at each venue` });
    await expect(venues.getByRole('columnheader').nth(1)).toHaveText('Gained this month');
    await expect(venues.getByRole('row').filter({ hasText: n(friend.gained) })).toHaveCount(1);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
