import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { PlayerData } from '../../src/contract/schemas/players';
import { levelBoardPath } from '../../src/domain/level-board-path';
import { playerPath } from '../../src/domain/paths';
import { classicUrl, useOldUI } from './classic';
import { gotoReady } from './hydration';
import { worldLeader } from './players';

/**
 * axe-core on every main page of both UIs, at the phone project's 390 px and the desktop's
 * 1280 px (the describe is tagged @phone, so both projects run it). Any serious or critical
 * violation fails the test; every rule runs, none is excluded.
 */
const BLOCKING = new Set(['serious', 'critical']);

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens each page once hydrated and collects its blocking violations, keyed by page. */
async function audit(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await gotoReady(page, path);
    const violations = await blockingViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

/** Makes the landing page's Daily Visits block show, with a searched and a compared row. */
async function fillDailyVisits(page: Page, name: string, venue: number): Promise<void> {
  await page.request.get(`/api/activate/playerlocations/${encodeURIComponent(name)}`);
  await page.request.get(`/data/locations/${venue}/processed-compareplayers/${encodeURIComponent(name)}`);
}

/** The address of each of a player's screens at their venue. */
const screensOf =
  (player: { name: string; locationId: number }) => (screen: Parameters<typeof playerPath>[2]) =>
    playerPath(player.name, player.locationId, screen);

test.describe('accessibility (axe)', { tag: '@phone' }, () => {
  test("the landing's type-ahead, open, and 'Did you mean' have no serious or critical violation", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const leader = await worldLeader(request);
    await gotoReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Player Name' });
    await box.fill('zoe');
    await page.getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    const open = await blockingViolations(page);
    await box.press('Escape');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Did you mean:').waitFor();
    const meant = await blockingViolations(page);
    // A player page for a name nobody has: the error, 'Did you mean', the search box.
    const pages = await audit(page, [playerPath(`${leader.name}qz`, leader.locationId)]);
    expect({ open, meant, pages }).toEqual({ open: [], meant: [], pages: {} });
  });

  // Two tests, not one: axe on a games page of sixty-odd tables takes a while, and the twelve
  // pages together came near the time-out of one test on a busy machine.
  test("the newer UI's player pages have no serious or critical violation", async ({ page, request }) => {
    test.setTimeout(120_000);
    const leader = await worldLeader(request);
    const at = screensOf(leader);
    const data = (await (
      await request.get(
        `/api/activate/players/player/${encodeURIComponent(leader.name)}/location/${leader.locationId}`,
      )
    ).json()) as PlayerData;
    const played = data.scores.find((s) => s.highScore > 0);
    const found = await audit(page, [
      // The leader is tracked in the demo seed: the summary and games show the changes since
      // the snapshot (tracking's diffs).
      at('summary'),
      at('games'),
      `${at('games')}?closed=&show=not-top`,
      // A level's board, with the player's own row highlighted.
      levelBoardPath(leader.name, leader.locationId, played?.gameId ?? 0, (played?.levelId ?? 0) + 1),
    ]);
    expect(found).toEqual({});
  });

  test("the newer UI's other pages have no serious or critical violation", async ({ page, request }) => {
    test.setTimeout(120_000);
    const leader = await worldLeader(request);
    await fillDailyVisits(page, leader.name, leader.locationId);
    const at = screensOf(leader);
    const found = await audit(page, [
      // Landing with its Daily Visits block.
      '/',
      at('leaderboard'),
      at('world-leaderboard'),
      at('global-league'),
      '/strategy/1',
      // The venue's TV screen (its own layout).
      `/venue/${leader.locationId}/screen`,
      '/no/such/page',
      // A player's page that finds nothing: the error, where they play, the search box.
      playerPath(leader.name, 999_999),
    ]);
    expect(found).toEqual({});
  });

  test('the public pages have no serious or critical violation', async ({ page, request }) => {
    test.setTimeout(120_000);
    const leader = await worldLeader(request);
    // Boards with their movers, the league, and a venue that does not exist.
    const found = await audit(page, [
      '/leaderboards',
      `/leaderboards/${leader.locationId}`,
      '/league',
      '/leaderboards/999999',
    ]);
    expect(found).toEqual({});
  });

  test('the older UI has no serious or critical violation', async ({ page, request }) => {
    test.setTimeout(120_000);
    await useOldUI(page);
    const leader = await worldLeader(request);
    const at = (screen: string) => classicUrl(leader.name, leader.locationId, screen);
    const found = await audit(page, [
      '/',
      at('summary'),
      at('games'),
      at('leaderboard'),
      at('world-leaderboard'),
      at('badges'),
      '/strategy/1',
      '/mini-tournament',
      '/maze',
      '/toc',
      '/challenges',
      '/no/such/page',
    ]);
    expect(found).toEqual({});
  });
});
