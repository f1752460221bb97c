import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Leaderboard } from '../../src/contract/schemas/leaderboards';
import { levelName } from '../../src/domain/figure-context';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { ingest, raiseTotal } from './ingest';
import { seededNames, worldLeader } from './players';

/**
 * The public pages, no player name needed: the world board with its venue switcher, each venue's
 * board, the league, and today's movers on them and on the landing page; reached from the landing
 * page and from a player's menu. The switcher and the menu change shape on a phone: those two run
 * at both widths (tagged @phone).
 */
type Venue = { id: number; name: string };

const venues = async (request: APIRequestContext): Promise<Venue[]> =>
  (await (await request.get('/api/activate/locations')).json()) as Venue[];

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

const movers = (page: Page) => page.getByRole('region', { name: /Today's movers/ });

test.describe('public boards and league', () => {
  test('an address that names nothing a page could show is a 400, as the API answers it', async ({
    request,
  }) => {
    for (const path of ['/player/Some%0Aone/location/1/summary', '/player/Someone/location/abc/games']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
    }
  });

  test('a venue id with leading zeros, or a slash after a player’s page, is sent once to the page’s own address', async ({
    request,
  }) => {
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

  test('a player’s page asked for by another spelling of the name is sent once to the name’s own', async ({
    request,
  }) => {
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

  test('the world board lists the chain with no one highlighted, and its switcher opens a venue board', {
    tag: '@phone',
  }, async ({ page, request }) => {
    const world = (await (await request.get('/api/leaderboards/world')).json()) as Leaderboard;
    await gotoReady(page, '/leaderboards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('World Leaderboard');
    await expect(page).toHaveTitle(/^World Leaderboard · /);
    const rows = page.locator('table.leaderboard tbody tr');
    await expect(rows).toHaveCount(world.today.length);
    await expect(rows.first().getByRole('link')).toHaveText(world.today[0]?.players ?? '');
    await expect(page.locator('tr.is-current')).toHaveCount(0);
    await expect(movers(page).getByRole('heading', { name: "Today's movers" })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);

    const switcher = page.getByRole('navigation', { name: 'Leaderboards' });
    await expect(switcher.getByRole('link', { name: 'World' })).toHaveAttribute('aria-current', 'page');
    const venue = (await venues(request))[1] as Venue;
    await switcher.getByRole('link', { name: venue.name, exact: true }).click();
    await expect(page).toHaveURL(`/leaderboards/${venue.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${venue.name} Leaderboard`);
    await expect(switcher.getByRole('link', { name: venue.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const board = (await (await request.get(`/api/leaderboards/${venue.id}`)).json()) as Leaderboard;
    await expect(page.locator('table.leaderboard tbody tr')).toHaveCount(board.today.length);
    expect(await scrollsSideways(page)).toBe(false);
    // A row opens that player's summary at the venue.
    const first = board.today[0];
    await page.locator('table.leaderboard tbody tr').first().getByRole('link').click();
    await expect(page).toHaveURL(playerPath(first?.players ?? '', venue.id));
  });

  test('a board page is kept for shared caches: public, s-maxage, ETag answered 304', async ({ request }) => {
    const res = await request.get('/leaderboards');
    expect(res.headers()['cache-control']).toMatch(/public.*s-maxage=60/);
    const etag = res.headers().etag ?? '';
    expect(etag).not.toBe('');
    expect((await request.get('/leaderboards', { headers: { 'if-none-match': etag } })).status()).toBe(304);
  });

  test('an unknown venue is a 404 that says so, with the player search', async ({ page }) => {
    for (const path of ['/leaderboards/999999', '/leaderboards/leeds']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('alert')).toHaveText('Error: Location not found.');
      await expect(page.getByRole('textbox', { name: 'Search for a player' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'See the world leaderboard' }).click();
    await expect(page).toHaveURL('/leaderboards');
  });

  test('the league lists and filters the teams without a player', async ({ page }) => {
    await gotoReady(page, '/league');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AGL Teams');
    const rows = page.locator('table tbody tr');
    const all = await rows.count();
    expect(all).toBeGreaterThan(1);
    const team = (await rows.first().locator('td').nth(1).textContent())?.trim() ?? '';
    await page.getByPlaceholder('Filter team or player...').fill(team);
    await expect(rows).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'League' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await scrollsSideways(page)).toBe(false);
  });

  test('the landing page shows the chain’s movers and leads to the boards and the league', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    const chain = movers(page);
    await expect(chain.getByRole('heading', { name: "Today's movers" })).toBeVisible();
    // One line for each kind that moved, each a player's link (the demo seed has a climb today at
    // least; other tests add scores meanwhile, so the lines are not compared with the API's).
    const lines = chain.locator('[data-movers-list="highlights"] li');
    await expect(chain.getByText('Biggest climb', { exact: true })).toBeVisible();
    expect(await lines.count()).toBeLessThanOrEqual(3);
    for (const line of await lines.all()) await expect(line.getByRole('link')).toHaveText(/\S/);
    await chain.getByRole('link', { name: "See all of today's movers" }).click();
    await expect(page).toHaveURL('/leaderboards');
    await gotoReady(page, '/');
    const browse = page.getByRole('navigation', { name: 'Browse' });
    await browse.getByRole('link', { name: 'Leaderboards' }).click();
    await expect(page).toHaveURL('/leaderboards');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'League' }).click();
    await expect(page).toHaveURL('/league');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL('/');
    await page
      .getByRole('navigation', { name: 'Browse' })
      .getByRole('link', { name: 'League teams' })
      .click();
    await expect(page).toHaveURL('/league');
  });

  test("a player's menu leads to the public boards and league", { tag: '@phone' }, async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    for (const [item, path] of [
      ['All Leaderboards', '/leaderboards'],
      ['League Directory', '/league'],
    ] as const) {
      await gotoReady(page, playerPath(leader.name, leader.locationId));
      const drawer = page.getByRole('button', { name: 'Open menu' });
      if (await drawer.isVisible()) await drawer.click();
      await page
        .getByRole('navigation', { name: 'Player menu' })
        .last()
        .getByRole('link', { name: item })
        .click();
      await expect(page).toHaveURL(path);
    }
  });

  test('a climb and a level top beaten show among the venue’s movers', async ({ page, request }, info) => {
    // The first venue: the one other tests add new players to (they are never climbers).
    const venue = (await venues(request))[0] as Venue;
    const board = (await (await request.get(`/api/leaderboards/${venue.id}`)).json()) as Leaderboard;
    const seeded = new Set(seededNames());
    // A seeded player low on the board, a different one per project (they run side by side).
    const from = info.project.name.startsWith('phone') ? 70 : 50;
    const climber = board.today.slice(from).find((e) => seeded.has(e.players) && !e.isNew);
    const target = board.today[25];
    if (!climber || !target) throw new Error(`${venue.name}'s board is too short`);
    const record = await raiseTotal(
      request,
      climber.players,
      venue.id,
      target.local_score - climber.local_score + 500,
    );
    await ingest(request, [record]);

    await gotoReady(page, `/leaderboards/${venue.id}`);
    const climbers = movers(page).locator('[data-movers-list="climbers"] li');
    const row = climbers.filter({ has: page.getByRole('link', { name: climber.players, exact: true }) });
    // '▲ +31up 31 since yesterday to #24': other tests may move the board meanwhile, so the
    // figures are read from the page and checked against the climb.
    const [, gained, rank] =
      /\+(\d+)up \d+ since yesterday to #(\d+)/.exec((await row.textContent()) ?? '') ?? [];
    expect(Number(gained)).toBeGreaterThan(20);
    expect(Number(rank)).toBeLessThan(climber.rank);
    // The level the climb was made on is a top beaten today. (Both projects beat the same level,
    // side by side: it names whichever of them holds it now.)
    const top = movers(page)
      .locator('[data-movers-list="tops"] li')
      .filter({ hasText: levelName(record.game, record.level) });
    await expect(top).toHaveCount(1);
    await expect(top.getByRole('link')).toHaveText(/\S/);
  });
});
