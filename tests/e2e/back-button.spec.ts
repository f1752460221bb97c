// Why a browser: the Back button reads the browser's own history and referrer (a page reached
// from the site goes back in history; a new tab or another site's link goes to a page of the site
// instead), so it is checked by real navigation between pages. Where it leads without history is
// tests/unit/back-path.test.ts's; the pages' last-updated line is filled in by islands once they
// hydrate, read here on the three pages the journey passes (tests/pages/classic-pages.test.ts has
// the server's markup, tests/islands/classic-screens.test.tsx the line's words).
import { expect, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { gotoReady, whenReady } from './hydration';
import { worldLeader } from './players';

const UPDATED = /^Scores updated (just now|\d+ min ago|\d+ hours? ago|\d+ days? ago)$/;

/** The page says when the scores were last updated. */
async function saysWhenUpdated(page: Page, screen: string) {
  await expect(page.locator('.last-updated'), screen).toHaveText(UPDATED);
}

// The Back bar is the desktop's: on a phone the menu bar takes its place.
test("the Back button: in a new tab from the world board to the venue's board, then back to the page the visitor came from, and from another site's link to the player's search", async ({
  page,
  request,
  baseURL,
}) => {
  const leader = await worldLeader(request);
  const world = playerPath(leader.name, leader.locationId, 'world-leaderboard');
  const venueBoard = playerPath(leader.name, leader.locationId, 'leaderboard');
  const summary = playerPath(leader.name, leader.locationId);

  await test.step("in a new tab (no history), it goes from the world board to the venue's board", async () => {
    await gotoReady(page, world);
    await saysWhenUpdated(page, 'world-leaderboard');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(venueBoard);
    await whenReady(page);
    await saysWhenUpdated(page, 'leaderboard');
  });

  await test.step('it goes back to the page of the site the visitor came from', async () => {
    await page.locator('tbody').getByRole('link', { name: leader.name, exact: true }).first().click();
    await expect(page).toHaveURL(summary);
    await whenReady(page);
    await saysWhenUpdated(page, 'summary');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(venueBoard);
  });

  await test.step("opened from another site's link, it stays on the site: the player's search", async () => {
    await page.goto(`data:text/html,<a href="${baseURL}${summary}">a shared link</a>`);
    await page.getByRole('link', { name: 'a shared link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${leader.name} Summary`);
    await whenReady(page);
    await page.getByRole('button', { name: 'Back' }).click();
    // The start page, with the player's venues to choose from.
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText(leader.name);
    expect(new URL(page.url()).origin).toBe(baseURL);
  });
});
