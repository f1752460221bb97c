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
// Measured on 2026-11-25: landing 23, summary 55, games 45, leaderboard 40, league 41 (of which
// Preact, its hooks, preact/compat and Astro's renderer are about 11; with React DOM the pages
// were 79, 112, 102, 96 and 97). The budgets leave under 10% of headroom.
const BUDGET_KB: Record<string, number> = {
  landing: 25,
  summary: 60,
  games: 49,
  leaderboard: 43,
  league: 45,
};

test.skip(({ isMobile }) => isMobile, 'the bundles are the same at every width');

test('each main page stays within its JavaScript budget', async ({ page, request }) => {
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
  for (const [label, url] of Object.entries(pages)) {
    const scripts = new Map<string, Promise<number>>();
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script' && !scripts.has(response.url()))
        scripts.set(
          response.url(),
          response.body().then((body) => gzipSync(body, { level: 9 }).length),
        );
    };
    page.on('response', onResponse);
    await gotoReady(page, url);
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const bytes = (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0);
    measured[label] = Math.round(bytes / 1024);
  }
  console.info(`JavaScript per page (KB, gzip): ${JSON.stringify(measured)}`);
  for (const [label, kb] of Object.entries(measured))
    expect(kb, `${label}: ${kb} KB of JavaScript, budget ${BUDGET_KB[label]} KB`).toBeLessThanOrEqual(
      BUDGET_KB[label] ?? 0,
    );
});
