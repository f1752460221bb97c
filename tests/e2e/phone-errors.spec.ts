import { expect, test } from '@playwright/test';
import { PLAYS_AT, SEARCH_A_PLAYER } from '../../src/domain/messages';
import { playerPath } from '../../src/domain/paths';
import { whenReady } from './hydration';
import { playerWithVenues } from './players';

/** Errors lead somewhere: a player asked for at a venue they do not play at is found where they do. */
test.describe('errors lead somewhere', { tag: '@phone' }, () => {
  test("'No player was found' lists the venues the player plays at, each a link", async ({
    page,
    request,
  }) => {
    const player = await playerWithVenues(request, { count: 1 });
    const home = player.venues[0];
    if (!home) throw new Error('no venue');
    const all = (await (await request.get('/api/activate/locations')).json()) as Array<{
      id: number;
      name: string;
    }>;
    const other = all.find((v) => v.id !== home.id);
    if (!other) throw new Error('one venue only');

    for (const screen of ['summary', 'games'] as const) {
      const response = await page.goto(playerPath(player.name, other.id, screen));
      expect(response?.status()).toBe(404);
      await whenReady(page);
      // The spec's words stay as they are; the way out follows them.
      await expect(page.getByRole('alert')).toHaveText('Error: No player was found.');
      const elsewhere = page.getByRole('region', { name: `${player.name} ${PLAYS_AT}` });
      const links = elsewhere.getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links.first()).toHaveText(home.name);
      await expect(links.first()).toHaveAttribute('href', playerPath(player.name, home.id, screen));
      const tap = await links.first().boundingBox();
      expect(tap?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole('link', { name: home.name }).click();
    await expect(page).toHaveURL(playerPath(player.name, home.id, 'games'));
    await expect(page.getByRole('navigation', { name: 'Rooms' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('nobody of that name: the error alone, no venue list', async ({ page }) => {
    const response = await page.goto(playerPath('Nobody-By-This-Name-123', 1));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('Error: No player was found.');
    await expect(page.locator('.elsewhere')).toHaveCount(0);
    await expect(page.getByRole('search').getByLabel(SEARCH_A_PLAYER)).toBeVisible();
  });

  for (const where of ['a page not found', 'a player not found'] as const) {
    test(`${where} has the search box, and it finds the player`, async ({ page, request }) => {
      const player = await playerWithVenues(request, { count: 1 });
      const response = await page.goto(
        where === 'a page not found' ? '/no/such/page' : playerPath('Nobody-123', 1),
      );
      expect(response?.status()).toBe(404);
      const box = page.getByRole('search').getByLabel(SEARCH_A_PLAYER);
      await expect(box).toBeVisible();
      expect((await box.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await box.fill(player.name);
      await box.press('Enter');
      await expect(page).toHaveURL(playerPath(player.name, player.venues[0]?.id ?? 0));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(player.name);
    });
  }
});
