import { expect, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { classicUrl, openClassic, useOldUI } from './classic';
import { gotoReady } from './hydration';
import { worldLeader } from './players';

const UPDATED = /^Scores updated (just now|\d+ min ago|\d+ hours? ago|\d+ days? ago)$/;

test.describe('when the scores were last updated', () => {
  test('the player pages and the boards say it, in the newer UI', async ({ page, request }) => {
    const leader = await worldLeader(request);
    for (const screen of ['summary', 'leaderboard', 'world-leaderboard'] as const) {
      await gotoReady(page, playerPath(leader.name, leader.locationId, screen));
      await expect(page.locator('.last-updated'), screen).toHaveText(UPDATED);
    }
  });

  test('the player screens and the boards say it, in the older UI', async ({ page, request }) => {
    await useOldUI(page);
    const leader = await worldLeader(request);
    for (const screen of ['summary', 'leaderboard', 'world-leaderboard']) {
      await openClassic(page, classicUrl(leader.name, leader.locationId, screen));
      await expect(page.locator('.classic-app .last-updated'), screen).toHaveText(UPDATED);
    }
  });

  test('a failed last-updated fetch marks the API down, in the newer UI', async ({ page, request }) => {
    const leader = await worldLeader(request);
    await page.route('**/lastUpdated', (route) => route.abort());
    await gotoReady(page, playerPath(leader.name, leader.locationId));
    await expect(page.getByText('API is currently down. Please try again later.')).toBeVisible();
  });

  test('a failed last-updated fetch marks the API down, in the older UI', async ({ page, request }) => {
    await useOldUI(page);
    const leader = await worldLeader(request);
    await page.route('**/lastUpdated', (route) => route.fulfill({ status: 500, body: '{}' }));
    await openClassic(page, classicUrl(leader.name, leader.locationId));
    await expect(
      page.getByRole('alert').filter({ hasText: /^API is down - ping .+ on Discord$/ }),
    ).toBeVisible();
    await openClassic(page, '/');
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  });
});
