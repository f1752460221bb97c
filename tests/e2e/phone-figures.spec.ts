import { expect, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { playerWithVenues, venueName, worldLeader } from './players';

/** Each figure says what it is, and every screen says where the player is. */
test.describe('what each figure is, and where am I', { tag: '@phone' }, () => {
  test('the summary explains Rank and Leaderboard Rank and puts the position in context', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    const venue = await venueName(request, leader.locationId);
    await gotoReady(page, playerPath(leader.name, leader.locationId));
    // The texts the product fixes stay as they are.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${leader.name} Summary`);
    await expect(page.locator('.summary__rank-label')).toHaveText(/^Rank \d+$/);
    await expect(page.getByText(`One rank for every 25,000 points of your ${venue} score`)).toBeVisible();
    const standing = page
      .locator('.summary__line')
      .filter({ has: page.locator('dt', { hasText: /^Leaderboard Rank$/ }) });
    await expect(standing.locator('.summary__meaning')).toHaveText(
      new RegExp(`^#1 of [\\d,]+ at ${venue}\\. Your place on the ${venue} leaderboard\\.$`),
    );
    // Names in the title are isolated (first strong isolate … pop directional isolate).
    const isolated = (text: string) => `\u2068${text}\u2069`;
    await expect(page).toHaveTitle(`${isolated(leader.name)} Summary at ${isolated(venue)} · Arcade Stats`);
  });

  test('the venue chip under the name opens the venue choice with the current venue marked', async ({
    page,
    request,
  }) => {
    const traveller = await playerWithVenues(request, { atLeast: 2 });
    const here = traveller.venues[1] ?? { id: 0, name: '' };
    await gotoReady(page, playerPath(traveller.name, here.id));
    const chip = page.getByRole('link', { name: `${here.name} Switch location` });
    await expect(chip).toBeVisible();
    const box = await chip.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await chip.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[aria-current="location"]')).toHaveCount(1);
    await expect(dialog.locator('[aria-current="location"]')).toContainText(here.name);
    await expect(dialog.locator('[aria-current="location"]')).toContainText('Current');
  });

  test('the world board names the venue, not only the city', async ({ page, request }) => {
    const leader = await worldLeader(request);
    const venue = await venueName(request, leader.locationId);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'world-leaderboard'));
    const first = page.locator('tbody tr').first();
    await expect(first.locator('bdi', { hasText: venue }).filter({ visible: true })).toHaveCount(1);
  });

  test('a phone keeps the position change beside the rank; a desktop has its Change column', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'leaderboard'));
    const rank = page.locator('tbody tr').first().locator('td.leaderboard__rank');
    const phone = (page.viewportSize()?.width ?? 1280) < 600;
    await expect(rank.locator('.leaderboard__move .difference')).toBeVisible({ visible: phone });
    await expect(page.getByRole('columnheader', { name: 'Change' })).toBeVisible({ visible: !phone });
  });
});
