import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { playerWithVenues } from './players';

/**
 * The JavaScript budget: what a visitor's browser downloads (gzip) to get each main page of the
 * newer UI working. Preact (the islands' runtime, through preact/compat) and the shared code come
 * with every page; a page's own islands come on top. Raise a budget only with a reason in
 * docs/performance.md.
 */
// Measured on 2026-11-25: landing 17, summary 22, games 22, leaderboard 20, league 21 (of which
// Preact, its hooks, preact/compat, the store core and Astro's renderer are about 12). Before the
// API client left ofetch for fetch they were 21, 26, 27, 23 and 24; before the side menu, tooltip
// and switches left Radix for native elements 23, 55, 45, 40 and 41; with React DOM 79, 112, 102,
// 96 and 97. The budgets leave under 10% of headroom.
const BUDGET_KB: Record<string, number> = {
  landing: 19,
  summary: 24,
  games: 24,
  leaderboard: 22,
  league: 23,
};
// Each script is a request with its own headers, which Lighthouse's count of a page's JavaScript
// includes: the islands of a page kind travel together and shared code in a few files
// (client-chunks.mjs). Measured: 8, 9, 8, 7 and 8 (22 to 36 before any grouping).
const MAX_SCRIPTS: Record<string, number> = {
  landing: 9,
  summary: 10,
  games: 9,
  leaderboard: 8,
  league: 9,
};

test.skip(({ isMobile }) => isMobile, 'the bundles are the same at every width');

test('each main page stays within its JavaScript budget, in few Brotli-compressed files', async ({
  page,
  request,
}) => {
  const { name, venues } = await playerWithVenues(request, { atLeast: 1 });
  const venue = venues[0]?.id ?? 1;
  const pages: Record<string, string> = {
    landing: '/',
    summary: playerPath(name, venue),
    games: playerPath(name, venue, 'games'),
    leaderboard: playerPath(name, venue, 'leaderboard'),
    league: playerPath(name, venue, 'global-league'),
  };
  const measured: Record<string, number> = {};
  const files: Record<string, number> = {};
  // Scripts the browser received uncompressed or gzipped, though the build has Brotli copies.
  const notBrotli = new Set<string>();
  for (const [label, url] of Object.entries(pages)) {
    const scripts = new Map<string, Promise<number>>();
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
      scripts.set(
        response.url(),
        response.body().then((body) => {
          if (body.byteLength > 1024 && response.headers()['content-encoding'] !== 'br')
            notBrotli.add(response.url());
          return gzipSync(body, { level: 9 }).length;
        }),
      );
    };
    page.on('response', onResponse);
    await gotoReady(page, url);
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const bytes = (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0);
    measured[label] = Math.round(bytes / 1024);
    files[label] = scripts.size;
  }
  console.info(`JavaScript per page (KB, gzip): ${JSON.stringify(measured)}`);
  console.info(`Script files per page: ${JSON.stringify(files)}`);
  for (const [label, kb] of Object.entries(measured))
    expect(kb, `${label}: ${kb} KB of JavaScript, budget ${BUDGET_KB[label]} KB`).toBeLessThanOrEqual(
      BUDGET_KB[label] ?? 0,
    );
  expect([...notBrotli], 'scripts sent from their Brotli copies').toEqual([]);
  for (const [label, count] of Object.entries(files))
    expect(count, `${label}: ${count} script files, at most ${MAX_SCRIPTS[label]}`).toBeLessThanOrEqual(
      MAX_SCRIPTS[label] ?? 0,
    );
});
