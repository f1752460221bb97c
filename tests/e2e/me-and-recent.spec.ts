import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/contract/security';
import { playerPath } from '../../src/domain/paths';
import { worldBoardTop } from '../support/world-board';
import { logIn } from './admin';
import { gotoReady } from './hydration';
import { ownAdminServer } from './own-admin-server';
import { seededNames } from './players';

// "Me" and the recent players live in the device's storage: each test's browser context starts
// with none, so the tests share the suite's server without seeing one another's.

/** Seeded players at their best venue, with the venue's name, found through the API. */
async function seededPlayers(request: APIRequestContext, count: number, skip = 0) {
  const found: Array<{ name: string; locationId: number; venue: string }> = [];
  for (const name of seededNames().slice(skip)) {
    const res = await request.get(`/api/activate/playerlocations/${encodeURIComponent(name)}`);
    const best = res.ok() ? ((await res.json()) as Array<{ id: number; name: string }>)[0] : undefined;
    if (best) found.push({ name, locationId: best.id, venue: best.name });
    if (found.length === count) return found;
  }
  throw new Error(`Fewer than ${count} seeded players with a venue`);
}

const yourSummary = (page: Page) => page.getByRole('region', { name: 'Your summary' });

test.describe('me and recent players', { tag: '@phone' }, () => {
  test('"This is me" on a summary: the landing opens with its day line; "Not me" forgets it', async ({
    page,
    request,
  }) => {
    const [me] = await seededPlayers(request, 1, 20);
    if (!me) throw new Error('no player');
    await gotoReady(page, playerPath(me.name, me.locationId));
    const dayLine = (await page.locator('.summary-day__line').textContent()) ?? '';
    expect(dayLine).not.toBe('');
    await page.getByRole('button', { name: 'This is me' }).click();
    await expect(page.getByRole('button', { name: 'Not me' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'This is me' })).toHaveCount(0);

    await gotoReady(page, '/');
    const card = yourSummary(page);
    await expect(card.getByRole('link', { name: me.name })).toHaveAttribute(
      'href',
      playerPath(me.name, me.locationId),
    );
    // What the summary's own day line says, word for word.
    await expect(card.getByText(dayLine, { exact: true })).toBeVisible();
    await expect(card).toContainText(me.venue);

    await card.getByRole('button', { name: 'Not me' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Recent players' })).toBeVisible();
    await expect(yourSummary(page)).toHaveCount(0);
    // The summary offers it again.
    await gotoReady(page, playerPath(me.name, me.locationId));
    await expect(page.getByRole('button', { name: 'This is me' })).toBeVisible();
  });

  test('three summaries opened: the landing and the empty search box list them, the latest first', async ({
    page,
    request,
  }) => {
    const players = await seededPlayers(request, 3, 40);
    for (const p of players) await gotoReady(page, playerPath(p.name, p.locationId));
    const latestFirst = [...players].reverse();

    await gotoReady(page, '/');
    // Nobody is "me" on this device.
    await expect(yourSummary(page)).toHaveCount(0);
    const recent = page.getByRole('region', { name: 'Recent players' }).getByRole('link');
    await expect(recent).toHaveCount(3);
    for (const [i, p] of latestFirst.entries()) {
      await expect(recent.nth(i)).toContainText(p.name);
      await expect(recent.nth(i)).toContainText(p.venue);
      await expect(recent.nth(i)).toHaveAttribute('href', playerPath(p.name, p.locationId));
    }

    const box = page.getByLabel('Player Name');
    await box.click();
    const options = page.getByRole('listbox', { name: 'Recent players' }).getByRole('option');
    await expect(options).toHaveCount(3);
    for (const [i, p] of latestFirst.entries()) await expect(options.nth(i)).toContainText(p.name);
    // The keys work as for the names offered while typing: Down twice, Enter opens the second.
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    const second = latestFirst[1];
    await expect(page).toHaveURL(playerPath(second?.name ?? '', second?.locationId ?? 0));

    // Typing gives the list back to the names like the text.
    await gotoReady(page, '/');
    await page.getByLabel('Player Name').fill(players[0]?.name.slice(0, 3) ?? '');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  });
});

test.describe('me from an approved claim', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'serial' });
  // The Discord user claims one profile, once: on a server of the spec's own.
  const origin = ownAdminServer(112, 'me');

  async function loggedIn(browser: Browser, who: 'admin' | 'user'): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await logIn(page, who, origin());
    return page;
  }

  /** A change sent by the page's user, as the site's own pages send it. */
  async function send(page: Page, method: 'POST' | 'PUT', path: string, data?: unknown) {
    const xsrf = (await page.context().cookies(origin())).find((c) => c.name === XSRF_COOKIE)?.value ?? '';
    const res = await page.request.fetch(`${origin()}${path}`, {
      method,
      data,
      headers: { [XSRF_HEADER]: xsrf, Origin: origin() },
    });
    expect(res.status()).toBe(200);
    return (await res.json()) as { playerLinkId: number };
  }

  test('a logged-in user whose claim is approved has "me" on a fresh browser', async ({ browser }) => {
    const player = await worldBoardTop(origin());
    const user = await loggedIn(browser, 'user');
    const claim = await send(user, 'POST', '/api/player-link/request', {
      playerName: player.players,
      email: 'nelly.player@example.com',
    });
    const admin = await loggedIn(browser, 'admin');
    await send(admin, 'PUT', `/api/player-link/approve/${claim.playerLinkId}`);

    // Another device: nothing stored there, only the login.
    const fresh = await loggedIn(browser, 'user');
    await gotoReady(fresh, `${origin()}/`);
    const card = yourSummary(fresh);
    // At the venue where their total is highest: the world board's row is that one.
    await expect(card.getByRole('link', { name: player.players })).toHaveAttribute(
      'href',
      playerPath(player.players, player.locationId),
    );
    await expect(card.getByText(/^#\d+ /)).toBeVisible();
    // Their summary knows them too.
    await gotoReady(fresh, `${origin()}${playerPath(player.players, player.locationId)}`);
    await expect(fresh.getByRole('button', { name: 'Not me' })).toBeVisible();

    // "Not me" on this device holds, though the account still says so.
    await gotoReady(fresh, `${origin()}/`);
    await yourSummary(fresh).getByRole('button', { name: 'Not me' }).click();
    await fresh.reload();
    await expect(fresh.getByRole('region', { name: 'Recent players' })).toBeVisible();
    await expect(yourSummary(fresh)).toHaveCount(0);
    // Logged out, a visitor on that device is nobody's "me".
    const visitor = await (await browser.newContext()).newPage();
    await gotoReady(visitor, `${origin()}/`);
    await expect(yourSummary(visitor)).toHaveCount(0);
  });
});
