import { expect, test } from '@playwright/test';
import { gotoReady } from './hydration';
import { playerWithVenues } from './players';

test.describe('landing page search', { tag: '@phone' }, () => {
  test('shows the product title with its author, and the search box takes focus', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Arcade Stats');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('by Alex');
    await expect(page.getByLabel('Player Name')).toBeFocused();
  });

  test('keeps Search disabled for a blank or whitespace-only name', async ({ page }) => {
    await gotoReady(page, '/');
    const search = page.getByRole('button', { name: 'Search' });
    await expect(search).toBeDisabled();
    await page.getByLabel('Player Name').fill('    ');
    await expect(search).toBeDisabled();
    await page.getByLabel('Player Name').fill('a');
    await expect(search).toBeEnabled();
  });

  test("says 'Player not found' under the box for an unknown name", async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByLabel('Player Name').fill('No Such Player Anywhere');
    await page.getByLabel('Player Name').press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Player not found');
  });

  test('offers every venue of a player who plays at several, each linking to the summary', async ({
    page,
    request,
  }) => {
    const player = await playerWithVenues(request, { atLeast: 2 });
    await gotoReady(page, '/');
    // Case and spaces do not matter.
    await page.getByLabel('Player Name').fill(`  ${player.name.toUpperCase()}  `);
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(player.venues.length);
    for (const [i, venue] of player.venues.entries()) {
      await expect(links.nth(i)).toContainText(venue.name);
      await expect(links.nth(i)).toHaveAttribute(
        'href',
        `/player/${encodeURIComponent(player.name.toUpperCase())}/location/${venue.id}/summary`,
      );
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // A click on the dimmed page around it closes it too.
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(2, 2);
    await expect(dialog).toBeHidden();
  });

  test('goes straight to the summary of a player who plays at one venue', async ({ page, request }) => {
    const player = await playerWithVenues(request, { count: 1 });
    await gotoReady(page, '/');
    await page.getByLabel('Player Name').fill(player.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      `/player/${encodeURIComponent(player.name)}/location/${player.venues[0]?.id}/summary`,
    );
  });
});

test('the API reports itself healthy', async ({ request }) => {
  const res = await request.get('/api/health-check');
  expect(await res.json()).toEqual({ healthy: true, message: 'OK' });
});

test('a search sent before the page was ready still finds the player', async ({ page, request }) => {
  const player = await playerWithVenues(request, { count: 1 });
  // What the form sends as a plain GET when pressed before its script has run.
  await page.goto(`/?search=${encodeURIComponent(player.name)}`);
  await expect(page).toHaveURL(
    `/player/${encodeURIComponent(player.name)}/location/${player.venues[0]?.id}/summary`,
  );
});
