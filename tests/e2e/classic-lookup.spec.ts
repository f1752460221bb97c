import { expect, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { classicUrl, openClassic, useOldUI } from './classic';
import { playerWithVenues } from './players';

test.beforeEach(async ({ page }) => {
  await useOldUI(page);
});

test.describe('older UI: lookup screen', () => {
  test('finds a player with one venue by name and opens their Account Summary', async ({ page, request }) => {
    const player = await playerWithVenues(request, { count: 1 });
    const venue = player.venues[0];
    await openClassic(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Player lookup' })).toBeVisible();
    // The newer landing page is not shown.
    await expect(page.getByLabel('Player Name')).toBeHidden();
    const box = page.getByLabel('Enter profile name or bound key');
    await expect(box).toHaveAttribute('placeholder', 'Enter profile name or bound key');
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await box.fill(`  ${player.name.toUpperCase()} `);
    await box.press('Enter');
    await expect(page).toHaveURL(classicUrl(player.name.toUpperCase(), venue?.id ?? 0));
    await expect(page.getByRole('heading', { level: 2, name: 'Account Summary' })).toBeVisible();
    await expect(page.getByText(`${venue?.name} Score`)).toBeVisible();
  });

  test('offers the venues of a player who plays at several in the location-select modal', async ({
    page,
    request,
  }) => {
    const player = await playerWithVenues(request, { atLeast: 2 });
    await openClassic(page, '/');
    await page.getByLabel('Enter profile name or bound key').fill(player.name);
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a location' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.location-select__name')).toHaveText(player.venues.map((v) => v.name));
    // Each venue links to the player's summary there: /player/{playerName}/location/{id}/summary.
    for (const venue of player.venues)
      await expect(dialog.getByRole('link', { name: new RegExp(venue.name) })).toHaveAttribute(
        'href',
        playerPath(player.name, venue.id),
      );
    const second = player.venues[1];
    await dialog.getByRole('link', { name: new RegExp(second?.name ?? '') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(classicUrl(player.name, second?.id ?? 0));
    await expect(page.getByRole('heading', { level: 1, name: player.name })).toBeVisible();
  });

  test("a venue's link opened on its own shows the older UI's summary of the player there", async ({
    page,
    request,
  }) => {
    const player = await playerWithVenues(request, { atLeast: 2 });
    const second = player.venues[1];
    await openClassic(page, '/');
    await page.getByLabel('Enter profile name or bound key').fill(player.name);
    await page.getByRole('button', { name: 'Search' }).click();
    const link = page.getByRole('dialog', { name: 'Choose a location' }).getByRole('link', {
      name: new RegExp(second?.name ?? ''),
    });
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      link.click({ modifiers: ['Control'] }),
    ]);
    if (!tab) throw new Error('no new tab');
    await tab.waitForURL(classicUrl(player.name, second?.id ?? 0));
    await expect(tab.getByRole('heading', { level: 2, name: 'Account Summary' })).toBeVisible();
    await expect(tab.getByText(`${second?.name} Score`)).toBeVisible();
  });

  test("says 'Player not found' for an unknown name", async ({ page }) => {
    await openClassic(page, '/');
    await page.getByLabel('Enter profile name or bound key').fill('No Such Player Anywhere');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText('Player not found');
  });

  test('binds a key to a profile name, finds the profile by the key, and edits and removes the binding', async ({
    page,
    request,
  }) => {
    const one = await playerWithVenues(request, { count: 1 });
    const several = await playerWithVenues(request, { atLeast: 2 });
    await openClassic(page, '/');
    await expect(page.getByText('No bound players yet.')).toBeVisible();
    await page.getByLabel('Key', { exact: true }).fill('me');
    await page.getByLabel('Profile name', { exact: true }).fill(one.name);
    await page.getByRole('button', { name: 'Bind' }).click();
    const row = page.locator('.bound__row', { hasText: 'me' });
    // The key is text, not a box; the profile name is editable.
    await expect(row.locator('.bound__key')).toHaveText('me');
    await expect(row.getByLabel('Profile name bound to me')).toHaveValue(one.name);
    expect(await page.evaluate(() => localStorage.getItem('boundPlayers'))).toBe(
      JSON.stringify({ me: one.name }),
    );

    // Searching the key searches its profile name.
    await page.getByLabel('Enter profile name or bound key').fill('ME');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(classicUrl(one.name, one.venues[0]?.id ?? 0));
    await expect(page.getByRole('heading', { level: 1, name: one.name })).toBeVisible();

    // Back at the lookup (the bindings are kept), edit the value and Go.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Player lookup' })).toBeVisible();
    const value = page.getByLabel('Profile name bound to me');
    await value.fill(several.name);
    await value.press('Tab');
    await page.getByRole('button', { name: `Go to ${several.name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a location' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByLabel('Profile name bound to me')).toHaveValue(several.name);

    await page.getByRole('button', { name: 'Remove bound key me' }).click();
    await expect(page.getByText('No bound players yet.')).toBeVisible();
  });

  test('disables search and shows the banner while the API is down', async ({ page }) => {
    // The API is unreachable: its health check never answers.
    await page.route('**/api/health-check', (route) => route.abort('connectionrefused'));
    await page.addInitScript(() => localStorage.setItem('boundPlayers', JSON.stringify({ me: 'Somebody' })));
    await openClassic(page, '/');
    await expect(page.getByRole('alert').filter({ hasText: 'API is down' })).toHaveText(
      'API is down - ping Alex on Discord',
    );
    await expect(page.getByLabel('Enter profile name or bound key')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(page.locator('.bound__key')).toHaveText('me');
    await expect(page.getByRole('button', { name: /^Go/ })).toHaveCount(0);

    // Once it answers again, the banner goes (the lookup checks again by itself).
    await page.unroute('**/api/health-check');
    await page.reload();
    await expect(page.getByText('API is down - ping Alex on Discord')).toBeHidden();
    await expect(page.getByLabel('Enter profile name or bound key')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Go to Somebody' })).toBeVisible();
  });

  test('a player address without a venue looks the player up', async ({ page, request }) => {
    const player = await playerWithVenues(request, { atLeast: 2 });
    await openClassic(page, `/?player=${encodeURIComponent(player.name)}`);
    await expect(page.getByRole('dialog', { name: 'Choose a location' })).toBeVisible();
  });
});
