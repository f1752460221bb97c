import { type APIRequestContext, expect, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { HOSTILE_NAMES as HOSTILE } from '../support/hostile-names';
import { worldBoardTop } from '../support/world-board';
import { gotoReady } from './hydration';
import { ingest } from './ingest';

/** Headers a browser reads on a document only: every page carries them, scripts need not. */
const DOCUMENT_ONLY = [
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
});

test('every page carries a strict Content-Security-Policy and the security headers, and breaks none of it', async ({
  page,
  request,
}) => {
  const venues = (await (await request.get('/api/activate/locations')).json()) as Array<{ id: number }>;
  const venue = venues[0]?.id ?? 1;
  for (const path of [
    '/',
    playerPath('Anyone', venue, 'leaderboard'),
    playerPath('Anyone', venue, 'global-league'),
    '/strategy/1',
    '/toc',
    '/no-such-page',
  ]) {
    const res = await page.goto(path);
    const headers = res?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scripts, path).not.toContain('unsafe-inline');
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    for (const name of DOCUMENT_ONLY) expect(headers[name], `${path} ${name}`).toBeDefined();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
      path,
    ).toEqual([]);
  }
});

test("the build's scripts carry nosniff and a year's caching, not the headers only a document reads", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  await gotoReady(page, '/');
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    expect(new URL(url).pathname, url).toMatch(/^\/_astro\//);
    const headers = (await request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    for (const name of DOCUMENT_ONLY) expect(headers[name], `${url} ${name}`).toBeUndefined();
  }
  // A build file that does not exist is answered with the 404 page: a page, with every header.
  const missing = await request.get('/_astro/no-such-file.js');
  expect(missing.status()).toBe(404);
  for (const name of DOCUMENT_ONLY) expect(missing.headers()[name], name).toBeDefined();
});

test('a cached page revalidated with its ETag answers 304, and the page still works from the cache', async ({
  page,
  request,
}) => {
  const venues = (await (await request.get('/api/activate/locations')).json()) as Array<{ id: number }>;
  for (const path of ['/', playerPath('Anyone', venues[0]?.id ?? 1, 'leaderboard')]) {
    const first = await request.get(path);
    const etag = first.headers().etag ?? '';
    expect(etag, path).not.toBe('');
    const again = await request.get(path, { headers: { 'if-none-match': etag } });
    expect(again.status(), path).toBe(304);
  }
  // The browser revalidates on a second visit and renders from its cache.
  await gotoReady(page, '/');
  await gotoReady(page, '/');
  await expect(page.getByLabel('Player Name')).toBeVisible();
});

test("a player's pages are kept once rendered; an unknown player's or venue's never are", async ({
  request,
  baseURL,
}) => {
  const top = await worldBoardTop(baseURL ?? '');
  for (const screen of ['summary', 'games'] as const) {
    const path = playerPath(top.players, top.locationId, screen);
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const again = await request.get(path);
    expect(again.headers()['x-page-cache'], path).toBe('hit');
    expect(await again.text(), path).toBe(await first.text());
  }
  // Asked twice, an unknown player's or venue's page is a 404 both times and rendered both times.
  for (const path of [
    playerPath('Nobody At All 9', top.locationId, 'summary'),
    playerPath(top.players, 999_999, 'games'),
  ]) {
    for (let i = 0; i < 2; i++) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(missing.headers()['x-page-cache'], path).toBeUndefined();
    }
  }
});

test('hostile player names show as plain text everywhere, run nothing, and export as text', async ({
  page,
  request,
}, info) => {
  const venue = await firstVenue(request);
  const suffix = info.project.name;
  const names = HOSTILE.map((n) => `${n} ${suffix}`);
  // Mid-board: on the venue's top 100, yet below its leader, whom other tests look up.
  const board = (await (await request.get(`/api/leaderboards/${encodeURIComponent(venue.name)}`)).json()) as {
    today: Array<{ local_score: number }>;
  };
  const midScore = board.today[Math.min(20, board.today.length - 1)]?.local_score ?? 100_000;
  await ingestPlayers(request, venue, names, (i) => midScore - i);

  for (const name of names) {
    await gotoReady(page, playerPath(name, venue.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Summary`);
  }
  await gotoReady(page, playerPath(names[0] ?? '', venue.id, 'leaderboard'));
  for (const name of names)
    await expect(page.locator('tbody').getByText(name, { exact: true })).toBeVisible();
  await gotoReady(page, '/');
  await page.getByLabel('Player Name').fill(names[1] ?? '');
  await page.getByLabel('Player Name').press('Enter');
  await expect(page).toHaveURL(playerPath(names[1] ?? '', venue.id));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
    [],
  );

  const csv = await (
    await request.get(`/players/exportData/${encodeURIComponent(names[3] ?? '')}?locationId=${venue.id}`)
  ).text();
  expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
    `Player,"'=HYPERLINK(""http://evil.example"") ${suffix}"`,
  );
});

type Venue = { id: number; name: string };

/** The first venue the site lists. */
async function firstVenue(request: APIRequestContext): Promise<Venue> {
  const venues = (await (await request.get('/api/activate/locations')).json()) as Venue[];
  if (!venues[0]) throw new Error('no venue');
  return venues[0];
}

/** Brings players into being at a venue through the real ingest endpoint, each with its score. */
async function ingestPlayers(
  request: APIRequestContext,
  venue: Venue,
  names: readonly string[],
  score: (i: number) => number = (i) => 1000 + i,
): Promise<void> {
  const playedAt = new Date().toISOString();
  await ingest(
    request,
    names.map((player, i) => ({
      player,
      location: venue.name,
      room: 'Grid',
      game: 'Grid',
      level: 0,
      score: score(i),
      playedAt,
    })),
  );
}

test('names with %, /, .., # and ? open their own page, from a link and from the search box', async ({
  page,
  request,
}, info) => {
  // 'Zed%41x' would open ZedAx's page if its address were decoded twice.
  const names = ['Zed%41x', 'ZedAx', 'a/b', 'a%2Fb', '../up', 'x/../y', '#1 fan', 'q?x=1&y', '100%'].map(
    (n) => `${n} ${info.project.name}`,
  );
  const venue = await firstVenue(request);
  await ingestPlayers(request, venue, names);
  for (const name of names) {
    await gotoReady(page, playerPath(name, venue.id));
    await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(`${name} Summary`);
  }
  for (const name of [names[0], names[3], names[6], names[7]] as string[]) {
    await gotoReady(page, '/');
    await page.getByLabel('Player Name').fill(name);
    await page.getByLabel('Player Name').press('Enter');
    await expect(page).toHaveURL(playerPath(name, venue.id));
    await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(`${name} Summary`);
  }
});

test('a right-to-left override in a name turns nothing around it, in either UI', async ({
  page,
  request,
}, info) => {
  const name = `abc\u202etxt.exe ${info.project.name}`;
  const venue = await firstVenue(request);
  await ingestPlayers(request, venue, [name]);
  await gotoReady(page, playerPath(name, venue.id));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`${name} Summary`);
  const isolated = heading.locator('bdi');
  await expect(isolated).toHaveText(name);
  expect(await isolated.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate');
  expect(await page.title()).toContain(`\u2068${name}\u2069 Summary`);
  // The older UI's player screen.
  await page.addInitScript(() => localStorage.setItem('featureFlags', JSON.stringify({ oldUI: true })));
  await gotoReady(page, `/?player=${encodeURIComponent(name)}&location=${venue.id}&screen=summary`);
  await expect(page.locator('.player-header__name bdi')).toHaveText(name);
});

test('pages shared caches may keep carry no cookie, and their visitors still get a token for changes', async ({
  browser,
  request,
}) => {
  for (const path of ['/', playerPath('Anyone', 1, 'leaderboard')]) {
    const res = await request.get(path, { headers: { cookie: '' } });
    expect(res.headers()['cache-control'], path).toMatch(/\bpublic\b/);
    expect(res.headers()['set-cookie'], path).toBeUndefined();
  }
  // A visitor who has seen only the cached landing page: its visit is still counted.
  const context = await browser.newContext();
  const page = await context.newPage();
  const visit = page.waitForResponse(
    (r) => r.url().endsWith('/api/stats/visits') && r.request().method() === 'POST',
  );
  await page.goto('/');
  expect((await visit).status()).toBe(200);
  await context.close();
});

test('pages answer GET and HEAD only: any other method is a 405 naming them', async ({
  request,
  baseURL,
}) => {
  for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']) {
    const res = await request.fetch('/toc', { method, headers: { origin: new URL(baseURL ?? '').origin } });
    expect(res.status(), method).toBe(405);
    expect(res.headers().allow, method).toBe('GET, HEAD');
  }
});
