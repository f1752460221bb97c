import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { playerWithVenues } from './players';

/**
 * The JavaScript budget: what a visitor's browser downloads (gzip) to get each main page of the
 * newer UI working. React and the islands' code are shared by every page; a page's own islands
 * come on top. Raise a budget only with a reason in docs/performance.md.
 */
// Measured on 2026-11-22: landing 79, summary 111, games 101, leaderboard 95, league 97 (of which
// React and React DOM are about 62). The budgets leave under 10% of headroom.
const BUDGET_KB: Record<string, number> = {
  landing: 85,
  summary: 120,
  games: 110,
  leaderboard: 103,
  league: 105,
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
