// Why a browser, for the second test: whether a hostile name runs anything under the real script
// policy, how the browser lays out a right-to-left override (computed styles), the search box's
// navigation, the browser's own revalidation of a cached page, and a visit counted from a page a
// shared cache kept. The first test is HTTP only (headers, caching, methods, addresses), no browser.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Window } from 'happy-dom';
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

/** A page fetched over HTTP, its markup parsed (no script runs): status, main heading and title. */
async function fetchedPage(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  const window = new Window({
    settings: {
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      navigation: { disableMainFrameNavigation: true },
    },
  });
  window.document.write(await res.text());
  const h1 = window.document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
  const title = window.document.title;
  await window.happyDOM.close();
  return { status: res.status(), h1, title };
}

test('every page carries a strict script policy and the security headers; caching, revalidation, methods and addresses as they should be', async ({
  request,
  baseURL,
}, info) => {
  const venue = await firstVenue(request);
  await test.step('every page carries a strict Content-Security-Policy and the security headers', async () => {
    for (const path of [
      '/',
      playerPath('Anyone', venue.id, 'leaderboard'),
      playerPath('Anyone', venue.id, 'global-league'),
      '/strategy/1',
      '/toc',
      '/no-such-page',
    ]) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scripts, path).not.toContain('unsafe-inline');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      for (const name of DOCUMENT_ONLY) expect(headers[name], `${path} ${name}`).toBeDefined();
    }
    // A build file that does not exist is answered with the 404 page: a page, with every header.
    const missing = await request.get('/_astro/no-such-file.js');
    expect(missing.status()).toBe(404);
    for (const name of DOCUMENT_ONLY) expect(missing.headers()[name], name).toBeDefined();
  });

  await test.step('a cached page revalidated with its ETag answers 304', async () => {
    for (const path of ['/', playerPath('Anyone', venue.id, 'leaderboard')]) {
      const first = await request.get(path);
      const etag = first.headers().etag ?? '';
      expect(etag, path).not.toBe('');
      const again = await request.get(path, { headers: { 'if-none-match': etag } });
      expect(again.status(), path).toBe(304);
    }
  });

  await test.step("a player's pages are kept once rendered; an unknown player's or venue's never are", async () => {
    const top = await worldBoardTop(baseURL ?? '');
    for (const screen of ['summary', 'games'] as const) {
      const path = playerPath(top.players, top.locationId, screen);
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      const again = await request.get(path);
      expect(again.headers()['x-page-cache'], path).toBe('hit');
      expect(await again.text(), path).toBe(await first.text());
    }
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

  await test.step('pages shared caches may keep carry no cookie', async () => {
    for (const path of ['/', playerPath('Anyone', 1, 'leaderboard')]) {
      const res = await request.get(path, { headers: { cookie: '' } });
      expect(res.headers()['cache-control'], path).toMatch(/\bpublic\b/);
      expect(res.headers()['set-cookie'], path).toBeUndefined();
    }
  });

  await test.step('pages answer GET and HEAD only: any other method is a 405 naming them', async () => {
    for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await request.fetch('/toc', { method, headers: { origin: new URL(baseURL ?? '').origin } });
      expect(res.status(), method).toBe(405);
      expect(res.headers().allow, method).toBe('GET, HEAD');
    }
  });

  await test.step('names with %, /, .., # and ? open their own page; hostile ones are text there', async () => {
    // 'Zed%41x' would open ZedAx's page if its address were decoded twice.
    const names = ['Zed%41x', 'ZedAx', 'a/b', 'a%2Fb', '../up', 'x/../y', '#1 fan', 'q?x=1&y', '100%']
      .concat(HOSTILE)
      .map((n) => `${n} ${info.project.name} ${Date.now().toString(36)}`);
    await ingestPlayers(request, venue, names);
    for (const name of names) {
      const page = await fetchedPage(request, playerPath(name, venue.id));
      expect(page, name).toEqual({
        status: 200,
        h1: `${name} Summary`,
        title: `\u2068${name}\u2069 Summary at \u2068${venue.name}\u2069 · Arcade Stats`,
      });
    }
  });
});

/** Whether an injected script ran on the page, and what the script policy refused there. */
async function ranNothing(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { __pwned?: number; __violations: string[] };
      return { pwned: w.__pwned, violations: w.__violations };
    }),
    page.url(),
  ).toEqual({ pwned: undefined, violations: [] });
}

test.describe('in the browser', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
  });

  test('hostile and right-to-left names show as plain text in either UI, run nothing and export as text; the landing counts its visit, loads only build scripts, and comes back from the cache', async ({
    page,
    request,
  }, info) => {
    const venue = await firstVenue(request);
    const suffix = `${info.project.name} ${Date.now().toString(36)}`;
    const names = HOSTILE.map((n) => `${n} ${suffix}`);
    const rtl = `abc\u202etxt.exe ${suffix}`;
    // Mid-board: on the venue's top 100, yet below its leader, whom other tests look up.
    const board = (await (
      await request.get(`/api/leaderboards/${encodeURIComponent(venue.name)}`)
    ).json()) as {
      today: Array<{ local_score: number }>;
    };
    const midScore = board.today[Math.min(20, board.today.length - 1)]?.local_score ?? 100_000;
    await ingestPlayers(request, venue, [...names, rtl], (i) => midScore - i);

    // A visitor who has only seen the landing page a shared cache may keep: its visit is counted.
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    const visit = page.waitForResponse(
      (r) => r.url().endsWith('/api/stats/visits') && r.request().method() === 'POST',
    );
    await gotoReady(page, '/');
    expect((await visit).status()).toBe(200);
    // The build's scripts carry nosniff and a year's caching, not the headers only a document reads.
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      expect(new URL(url).pathname, url).toMatch(/^\/_astro\//);
      const headers = (await request.get(url)).headers();
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      for (const name of DOCUMENT_ONLY) expect(headers[name], `${url} ${name}`).toBeUndefined();
    }
    // The browser revalidates on a second visit and the page works from its cache.
    await gotoReady(page, '/');
    await expect(page.getByLabel('Player Name')).toBeVisible();

    // A hostile name typed into the search box opens its own summary, as text.
    await page.getByLabel('Player Name').fill(names[1] ?? '');
    await page.getByLabel('Player Name').press('Enter');
    await expect(page).toHaveURL(playerPath(names[1] ?? '', venue.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${names[1]} Summary`);
    await ranNothing(page);
    // Every one of them on the venue's board.
    await gotoReady(page, playerPath(names[0] ?? '', venue.id, 'leaderboard'));
    for (const name of names)
      await expect(page.locator('tbody').getByText(name, { exact: true })).toBeVisible();
    await ranNothing(page);

    // A right-to-left override turns nothing around it.
    await gotoReady(page, playerPath(rtl, venue.id));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`${rtl} Summary`);
    const isolated = heading.locator('bdi');
    await expect(isolated).toHaveText(rtl);
    expect(await isolated.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate');
    expect(await page.title()).toContain(`\u2068${rtl}\u2069 Summary`);
    await ranNothing(page);
    // The older UI's player screen.
    await page.evaluate(() => localStorage.setItem('featureFlags', JSON.stringify({ oldUI: true })));
    await gotoReady(page, `/?player=${encodeURIComponent(rtl)}&location=${venue.id}&screen=summary`);
    await expect(page.locator('.player-header__name bdi')).toHaveText(rtl);
    await ranNothing(page);

    const csv = await (
      await request.get(`/players/exportData/${encodeURIComponent(names[3] ?? '')}?locationId=${venue.id}`)
    ).text();
    expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      `Player,"'=HYPERLINK(""http://evil.example"") ${suffix}"`,
    );
  });
});
