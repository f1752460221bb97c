// Why a browser: an error page's ways out are followed as a visitor does, on a phone where they
// must be tap targets: the link to the venue the player plays at, and the search box that finds
// the player from a page not found. What each error page says and links to is
// tests/pages/player-errors.test.ts.
import { expect, test } from '@playwright/test';
import { SEARCH_A_PLAYER } from '../../src/domain/messages';
import { playerPath } from '../../src/domain/paths';
import { whenReady } from './hydration';
import { playerWithVenues } from './players';
import { widthOf } from './projects';

test.describe('errors lead somewhere', { tag: '@phone' }, () => {
  test('from a player asked for at the wrong venue, and from a page not found, to the player', async ({
    page,
    request,
  }, info) => {
    test.skip(widthOf(info) !== 'phone', 'tap targets on a phone; the pages themselves are tests/pages');
    const player = await playerWithVenues(request, { count: 1 });
    const home = player.venues[0];
    if (!home) throw new Error('no venue');
    const all = (await (await request.get('/api/activate/locations')).json()) as Array<{ id: number }>;
    const other = all.find((v) => v.id !== home.id);
    if (!other) throw new Error('one venue only');

    await test.step("'No player was found' links to the venue the player plays at, a tap target", async () => {
      const response = await page.goto(playerPath(player.name, other.id, 'games'));
      expect(response?.status()).toBe(404);
      await whenReady(page);
      const link = page.getByRole('link', { name: home.name, exact: true });
      expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await link.click();
      await expect(page).toHaveURL(playerPath(player.name, home.id, 'games'));
      await expect(page.getByRole('navigation', { name: 'Rooms' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    await test.step('a page not found has the search box, a tap target, and it finds the player', async () => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      const box = page.getByRole('search').getByLabel(SEARCH_A_PLAYER);
      await expect(box).toBeVisible();
      expect((await box.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await box.fill(player.name);
      await box.press('Enter');
      await expect(page).toHaveURL(playerPath(player.name, home.id));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(player.name);
    });
  });
});
