import { expect, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { gotoReady, whenReady } from './hydration';
import { worldLeader } from './players';

// The Back bar is the desktop's: on a phone the menu bar takes its place.
test.describe('the Back button', () => {
  test('goes back to the page of the site the visitor came from', async ({ page, request }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'world-leaderboard'));
    await page.locator('tbody').getByRole('link', { name: leader.name, exact: true }).first().click();
    await expect(page).toHaveURL(playerPath(leader.name, leader.locationId));
    await whenReady(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(playerPath(leader.name, leader.locationId, 'world-leaderboard'));
  });

  test("opened from another site's link, it stays on the site: the player's search", async ({
    page,
    request,
    baseURL,
  }) => {
    const leader = await worldLeader(request);
    const summary = `${baseURL}${playerPath(leader.name, leader.locationId)}`;
    await page.goto(`data:text/html,<a href="${summary}">a shared link</a>`);
    await page.getByRole('link', { name: 'a shared link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${leader.name} Summary`);
    await whenReady(page);
    await page.getByRole('button', { name: 'Back' }).click();
    // The start page, with the player's venues to choose from.
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText(leader.name);
    expect(new URL(page.url()).origin).toBe(baseURL);
  });

  test("in a new tab, it goes from the world board to the venue's board", async ({
    browser,
    request,
    baseURL,
  }) => {
    const leader = await worldLeader(request);
    const context = await browser.newContext({ baseURL: baseURL ?? '' });
    const tab = await context.newPage();
    await gotoReady(tab, playerPath(leader.name, leader.locationId, 'world-leaderboard'));
    await tab.getByRole('button', { name: 'Back' }).click();
    await expect(tab).toHaveURL(playerPath(leader.name, leader.locationId, 'leaderboard'));
    await context.close();
  });
});
