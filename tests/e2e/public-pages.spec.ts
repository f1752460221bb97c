// Why a browser: the public pages (no player name needed) as a visitor walks them, following links
// from page to page: from the landing's movers to the world board, the venue switcher to a venue's
// board, a row to the player's summary, the player's menu (a drawer on a phone) to the league,
// whose filter works once its island runs. At both widths
// (tagged @phone): the switcher and the menu change shape on a phone, and no page may scroll
// sideways; and no script highlights anybody's row on a public board. One test asks over HTTP
// only, no page: the statuses, redirects and caching headers of the server's middleware.
// What the pages say (headings, rows, links, 404s, movers) is tests/pages/{landing,public-boards}.test.ts's.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Leaderboard } from '../../src/contract/schemas/leaderboards';
import { playerPath } from '../../src/domain/paths';
import { gotoReady, whenReady } from './hydration';
import { worldLeader } from './players';

type Venue = { id: number; name: string };

const venues = async (request: APIRequestContext): Promise<Venue[]> =>
  (await (await request.get('/api/activate/locations')).json()) as Venue[];

const board = async (request: APIRequestContext, scope: string | number): Promise<Leaderboard> =>
  (await (await request.get(`/api/leaderboards/${scope}`)).json()) as Leaderboard;

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test('over HTTP: what names nothing is a 400; other spellings of an address are sent once to its own; a board page is kept by shared caches', async ({
  request,
}) => {
  await test.step('an address that names nothing a page could show is a 400, as the API answers it', async () => {
    for (const path of ['/player/Some%0Aone/location/1/summary', '/player/Someone/location/abc/games']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
    }
  });

  await test.step('a venue id with leading zeros, or a slash after a player’s page, is sent once to the page’s own address', async () => {
    for (const [padded, own] of [
      ['/leaderboards/01?from=qr', '/leaderboards/1?from=qr'],
      ['/venue/001/screen', '/venue/1/screen'],
      ['/player/Someone/location/01/games/?open=3', '/player/Someone/location/1/games?open=3'],
    ]) {
      const res = await request.get(padded as string, { maxRedirects: 0 });
      expect(res.status(), padded).toBe(301);
      expect(res.headers().location, padded).toBe(own);
    }
  });

  await test.step('a player’s page asked for by another spelling of the name is sent once to the name’s own', async () => {
    const leader = await worldLeader(request);
    const own = playerPath(leader.name, leader.locationId, 'games');
    const [first = '', ...rest] = [...leader.name];
    const hex = [...new TextEncoder().encode(first)].map(
      (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    );
    for (const other of [
      playerPath(
        leader.name.toUpperCase() === leader.name ? leader.name.toLowerCase() : leader.name.toUpperCase(),
        leader.locationId,
        'games',
      ),
      `/player/${hex.join('')}${encodeURIComponent(rest.join(''))}/location/${leader.locationId}/games`,
    ]) {
      const res = await request.get(`${other}?open=3`, { maxRedirects: 0 });
      expect(res.status(), other).toBe(301);
      expect(res.headers().location, other).toBe(`${own}?open=3`);
    }
    const page = await request.get(own, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
  });

  await test.step('a board page is kept for shared caches: public, s-maxage, ETag answered 304', async () => {
    const res = await request.get('/leaderboards');
    expect(res.headers()['cache-control']).toMatch(/public.*s-maxage=60/);
    const etag = res.headers().etag ?? '';
    expect(etag).not.toBe('');
    expect((await request.get('/leaderboards', { headers: { 'if-none-match': etag } })).status()).toBe(304);
  });
});

test('a visitor walks the public pages: from the landing to the boards, a player and the league', {
  tag: '@phone',
}, async ({ page, request }) => {
  const venue = (await venues(request))[1] as Venue;
  const movers = page.getByRole('region', { name: /Today's movers/ });
  const switcher = page.getByRole('navigation', { name: 'Leaderboards' });
  const rows = page.locator('table.leaderboard tbody tr');
  const siteBar = page.getByRole('navigation', { name: 'Site' });

  await test.step("the landing's movers lead to the world board", async () => {
    await gotoReady(page, '/');
    await expect(movers.getByRole('heading', { name: "Today's movers" })).toBeVisible();
    // The demo seed has a climb today at least.
    await expect(movers.getByText('Biggest climb', { exact: true })).toBeVisible();
    await movers.getByRole('link', { name: "See all of today's movers" }).click();
    await expect(page).toHaveURL('/leaderboards');
  });

  await test.step('the world board: nobody highlighted, nothing sideways; the switcher opens a venue board', async () => {
    // Other tests add players meanwhile: the count is read just before the page is.
    const world = await board(request, 'world');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('World Leaderboard');
    await expect(rows).toHaveCount(world.today.length);
    await expect(page.locator('tr.is-current')).toHaveCount(0);
    expect(await scrollsSideways(page)).toBe(false);
    await expect(switcher.getByRole('link', { name: 'World' })).toHaveAttribute('aria-current', 'page');
    await switcher.getByRole('link', { name: venue.name, exact: true }).click();
    await expect(page).toHaveURL(`/leaderboards/${venue.id}`);
  });

  await test.step("the venue's board: the switcher marks it, nothing sideways; a row opens the player's summary", async () => {
    const today = (await board(request, venue.id)).today;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${venue.name} Leaderboard`);
    await expect(switcher.getByRole('link', { name: venue.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows).toHaveCount(today.length);
    await expect(page.locator('tr.is-current')).toHaveCount(0);
    expect(await scrollsSideways(page)).toBe(false);
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(playerPath(today[0]?.players ?? '', venue.id));
  });

  await test.step("the player's menu (a drawer on a phone) leads to the public boards and the league", async () => {
    await whenReady(page);
    const drawer = page.getByRole('button', { name: 'Open menu' });
    if (await drawer.isVisible()) await drawer.click();
    const menu = page.getByRole('navigation', { name: 'Player menu' }).last();
    await expect(menu.getByRole('link', { name: 'All Leaderboards' })).toHaveAttribute(
      'href',
      '/leaderboards',
    );
    await menu.getByRole('link', { name: 'League Directory' }).click();
    await expect(page).toHaveURL('/league');
  });

  await test.step('the league filters its teams once its island runs, nothing sideways', async () => {
    await whenReady(page);
    const teams = page.locator('table tbody tr');
    expect(await teams.count()).toBeGreaterThan(1);
    const team = (await teams.first().locator('td').nth(1).textContent())?.trim() ?? '';
    await page.getByPlaceholder('Filter team or player...').fill(team);
    await expect(teams).toHaveCount(1);
    await expect(siteBar.getByRole('link', { name: 'League' })).toHaveAttribute('aria-current', 'page');
    expect(await scrollsSideways(page)).toBe(false);
  });
});
