import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import type { LeaderboardEntry } from '../../src/contract/schemas/leaderboards';
import type { LevelBoard } from '../../src/contract/schemas/level-boards';
import type { PlayerData } from '../../src/contract/schemas/players';
import { formatNumber } from '../../src/domain/format';
import { playerPath } from '../../src/domain/paths';
import { logIn } from './admin';
import { gotoReady } from './hydration';
import { ownAdminServer } from './own-admin-server';

// Friends live in the device's storage (and, logged in, the account): each test's browser context
// starts with none, so the tests share the suite's server without seeing one another's.

/** A venue's board today, from the API the page draws. */
async function venueBoard(
  request: APIRequestContext,
  locationId: number,
  origin = '',
): Promise<LeaderboardEntry[]> {
  const res = await request.get(`${origin}/api/leaderboards/${locationId}`);
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

test.describe('friends', { tag: '@phone' }, () => {
  test('follow and unfollow from summaries; the Friends page; a venue board ranks me and my friends', async ({
    page,
    request,
  }) => {
    const board = await venueBoard(request, 1);
    const [a, b, me] = [board[2], board[5], board[8]];
    if (!a || !b || !me) throw new Error('The board has fewer than nine rows');
    const venue = me.locationId;

    // Nobody followed yet: the page says how.
    await gotoReady(page, '/friends');
    await expect(page.getByText("You don't follow anyone yet.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search for a player' })).toHaveAttribute('href', '/');

    await pressOnSummary(page, me.players, venue, 'This is me', 'Not me');
    // One does not follow oneself.
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
    await pressOnSummary(page, a.players, venue, 'Follow', 'Unfollow');
    await pressOnSummary(page, b.players, venue, 'Follow', 'Unfollow');
    // Unfollowed and followed again: it holds across a reload.
    await page.getByRole('button', { name: 'Unfollow' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Follow' })).toBeVisible();
    await page.getByRole('button', { name: 'Follow' }).click();

    // The Friends page, reached from the site's bar: each friend's total and place at the venue.
    await gotoReady(page, '/leaderboards');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Friends' }).click();
    await expect(page).toHaveURL('/friends');
    const list = page.getByRole('list', { name: 'Friends' });
    for (const friend of [a, b]) {
      const venues = list.getByRole('table', { name: `${friend.players} at each venue` });
      const row = venues.getByRole('row').filter({ hasText: `${n(friend.local_score)}` });
      await expect(row).toContainText(`#${friend.rank}`);
    }
    expect(await blockingViolations(page)).toEqual([]);
    await list.getByRole('button', { name: `Unfollow ${b.players}` }).click();
    await page.reload();
    await expect(list.getByRole('table', { name: `${a.players} at each venue` })).toBeVisible();
    await expect(list.getByText(b.players)).toHaveCount(0);

    // The venue's board, Friends view: me and the friend, ranked among themselves by the board's
    // figures, with the board's place; the everyone view hidden.
    await gotoReady(page, `/leaderboards/${venue}?view=friends`);
    // Below the movers: drawn (its code loaded) once scrolled to. The view itself, not its switch:
    // with the movers earlier tests made, the switch can be on screen and the view just below it.
    await page.locator('.board-view--friends').scrollIntoViewIfNeeded();
    await expect(views(page).getByRole('link', { name: 'Friends' })).toHaveAttribute('aria-current', 'page');
    const friendsTable = page.getByRole('table', { name: 'Your friends on this board' });
    await expect(page.locator('table[data-leaderboard]')).toBeHidden();
    const rows = await friendRows(friendsTable);
    expect(rows.map((cells) => [cells[0], cells[1], cells[2]])).toEqual([
      ['1', a.players, `#${a.rank}`],
      ['2', `${me.players} (you)`, `#${me.rank}`],
    ]);
    expect(rows[0]?.[4]).toContain(n(a.local_score));
    await expect(friendsTable.locator('tr[aria-current="true"]')).toContainText(me.players);
    expect(await blockingViolations(page)).toEqual([]);

    // Everyone again: the board as it is for everybody.
    await views(page).getByRole('link', { name: 'Everyone' }).click();
    await expect(page).toHaveURL(`/leaderboards/${venue}`);
    await expect(friendsTable).toBeHidden();
    await expect(page.locator('table[data-leaderboard] tbody tr')).toHaveCount(board.length);
  });

  test("a level board's Friends view: my friends' places and best scores on the level", async ({
    page,
    request,
  }) => {
    const board = await venueBoard(request, 2);
    const players = board.slice(0, 12);
    const figures = await Promise.all(
      players.map(async (p) => {
        const res = await request.get(
          `/api/activate/players/player/${encodeURIComponent(p.players)}/location/${p.locationId}`,
        );
        return (await res.json()) as PlayerData;
      }),
    );
    // A level two of them played, and a third did not.
    const played = (d: PlayerData | undefined, key: string) =>
      (d?.scores.find((s) => `${s.gameId}:${s.levelId}` === key)?.highScore ?? 0) > 0;
    const keys = figures[0]?.scores.map((s) => `${s.gameId}:${s.levelId}`) ?? [];
    const key = keys.find(
      (k) =>
        played(figures[0], k) &&
        figures.slice(1).some((f) => played(f, k)) &&
        figures.some((f) => !played(f, k)),
    );
    if (!key) throw new Error('No level two of the board played and one did not');
    const [gameId, levelId] = key.split(':').map(Number) as [number, number];
    const me = figures[0] as PlayerData;
    const friend = figures.slice(1).find((f) => played(f, key)) as PlayerData;
    const absent = figures.find((f) => !played(f, key)) as PlayerData;
    const venue = me.locationId;

    await pressOnSummary(page, me.playerName, venue, 'This is me', 'Not me');
    await pressOnSummary(page, friend.playerName, venue, 'Follow', 'Unfollow');
    await pressOnSummary(page, absent.playerName, venue, 'Follow', 'Unfollow');

    const place = async (name: string) => {
      const res = await request.get(
        `/api/levels/${venue}/${gameId}/${levelId + 1}?player=${encodeURIComponent(name)}`,
      );
      const you = ((await res.json()) as LevelBoard).you;
      if (!you?.played) throw new Error(`${name} did not play the level`);
      return you;
    };
    const expected = (await Promise.all([place(me.playerName), place(friend.playerName)])).sort(
      (x, y) => y.score - x.score,
    );

    await gotoReady(
      page,
      `/player/${encodeURIComponent(me.playerName)}/location/${venue}/level/${gameId}/${levelId + 1}`,
    );
    // The everyone view first (the default), then the Friends view by its link.
    await expect(page.getByRole('table', { name: /^Top \d+ on / })).toBeVisible();
    await views(page).getByRole('link', { name: 'Friends' }).click();
    await expect(page).toHaveURL(/\?view=friends$/);
    const table = page.getByRole('table', { name: 'Your friends on this level' });
    const rows = await friendRows(table);
    expect(rows.map((cells) => [cells[0], cells[1]?.replace(' (you)', ''), cells[2]])).toEqual(
      expected.map((e, i) => [String(i + 1), e.playerName, `#${e.position}`]),
    );
    for (const [i, e] of expected.entries()) expect(rows[i]?.[4]).toContain(n(e.score));
    await expect(page.getByText(`Not played here yet: ${absent.playerName}.`)).toBeVisible();
    await expect(page.getByRole('table', { name: /^Top \d+ on / })).toBeHidden();
  });
});

test.describe('friends with a login', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'serial' });
  // The Discord user's list is kept on the account: on a server of the spec's own.
  const origin = ownAdminServer(120, 'friends');

  async function device(browser: Browser): Promise<Page> {
    return (await browser.newContext()).newPage();
  }

  /** The account's list, as the page's user reads it. */
  async function accountList(page: Page): Promise<string[]> {
    const res = await page.request.get(`${origin()}/api/auth/friends`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { names: string[] }).names;
  }

  /** Opens the Friends page and waits until it lists exactly these names. */
  async function lists(page: Page, names: string[]): Promise<void> {
    await gotoReady(page, `${origin()}/friends`);
    await expect(page.getByRole('list', { name: 'Friends' }).locator('.friends__name')).toHaveText(names);
  }

  test("the device's list and the account's merge at login; then follows and unfollows reach every device", async ({
    browser,
  }) => {
    const board = await venueBoard(await (await browser.newContext()).request, 1, origin());
    const [x = '', y = '', z = ''] = [board[1], board[3], board[4]].map((e) => e?.players ?? '');
    const venue = board[0]?.locationId ?? 1;
    const on = (path: string) => `${origin()}${path}`;
    const follow = async (page: Page, name: string) => {
      await gotoReady(page, on(playerPath(name, venue)));
      await page.getByRole('button', { name: 'Follow' }).click();
      await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    };

    // A phone follows X before logging in, then logs in: the account gets X.
    const phone = await device(browser);
    await follow(phone, x);
    await logIn(phone, 'user', origin());
    await lists(phone, [x]);
    // The page shows the union as soon as it has it; the account's copy is written right after.
    await expect.poll(() => accountList(phone)).toEqual([x]);

    // A laptop follows Y, logged out, then logs in: the union, nothing lost.
    const laptop = await device(browser);
    await follow(laptop, y);
    await logIn(laptop, 'user', origin());
    await lists(laptop, [x, y]);
    await expect.poll(() => accountList(laptop)).toEqual([x, y]);

    // Logged in, a follow and an unfollow write the account: the phone sees both.
    await follow(laptop, z);
    await gotoReady(laptop, on(playerPath(x, venue)));
    await laptop.getByRole('button', { name: 'Unfollow' }).click();
    await expect(laptop.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect.poll(() => accountList(laptop)).toEqual([y, z]);
    await lists(phone, [y, z]);
  });
});
