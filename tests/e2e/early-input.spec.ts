/**
 * Why a browser: input before hydration. A phone on a weak venue signal draws the page long before
 * its scripts arrive; what a visitor types, taps or sends meanwhile must work, and must still be
 * there once the scripts run; and with JavaScript off the landing still searches. Only a browser
 * holding a page's scripts back (or running none) shows that.
 */
import { expect, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { whenReady } from './hydration';
import { playerWithVenues, worldLeader } from './players';

/**
 * The scripts are held here (not delayed by a fixed time) until the test has acted, then released.
 * Each page load asks for them again (routing turns the browser's cache off).
 */
test.describe('before the scripts run, on a phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'what a phone on a weak signal does; the same on a desktop');
  // A first visit, before the service worker: once it runs, the site's scripts come from its cache
  // at once (and its requests pass Playwright's routes by, so the scripts could not be held).
  test.use({ serviceWorkers: 'block' });

  /**
   * From now on every script of the site is held until `release()`; `hold()` holds those asked
   * for after it again. A page left before its scripts were released never gets them.
   */
  async function holdScripts(page: Page): Promise<{ hold: () => void; release: () => void }> {
    let opened = Promise.resolve();
    let open = () => {};
    const hold = () => {
      opened = new Promise<void>((resolve) => {
        open = resolve;
      });
    };
    hold();
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      // The gate of the moment the script was asked for.
      await opened;
      await route.continue();
    });
    return { hold, release: () => open() };
  }

  test('what is typed, sent or tapped before the page hydrates works, and is kept once it runs', async ({
    page,
    request,
  }) => {
    const scripts = await holdScripts(page);
    const one = await playerWithVenues(request, { count: 1 });
    const leader = await worldLeader(request);

    await test.step('a name typed and sent before the search hydrates opens the player, or the venue choice', async () => {
      await page.goto('/', { waitUntil: 'commit' });
      // The island has not run: the button is enabled, and the form goes to the server.
      await page.getByLabel('Player Name').fill(one.name);
      await page.getByLabel('Player Name').press('Enter');
      await expect(page).toHaveURL(playerPath(one.name, one.venues[0]?.id ?? 0));

      const several = await playerWithVenues(request, { atLeast: 2 });
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByLabel('Player Name').fill(several.name);
      await page.getByRole('button', { name: 'Search' }).click();
      const choice = page.getByRole('region', { name: `Choose a location for ${several.name}` });
      await expect(choice.getByRole('link')).toHaveCount(several.venues.length);
      await expect(choice.getByRole('link').first()).toHaveAttribute(
        'href',
        playerPath(several.name, several.venues[0]?.id ?? 0),
      );

      await page.goto('/', { waitUntil: 'commit' });
      await page.getByLabel('Player Name').fill('Nobody By This Name');
      await page.getByLabel('Player Name').press('Enter');
      await expect(page.getByRole('alert')).toHaveText('Player not found');
    });

    await test.step('the menu opens and closes before the page hydrates', async () => {
      await page.goto(playerPath(leader.name, leader.locationId, 'leaderboard'), { waitUntil: 'commit' });
      const menu = page.getByRole('navigation', { name: 'Player menu' });
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu.getByRole('link', { name: 'World Leaderboard' })).toBeVisible();
      await page.getByRole('link', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
      // And its links lead on, still without scripts.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: 'Games' }).click();
      await expect(page).toHaveURL(playerPath(leader.name, leader.locationId, 'games'));
    });

    await test.step('a name typed before the search hydrates is what it searches once it runs', async () => {
      scripts.hold();
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByLabel('Player Name').fill(one.name);
      scripts.release();
      await whenReady(page);
      await expect(page.getByLabel('Player Name')).toHaveValue(one.name);
      // The island keeps the button in step with the box from now on: enabled, as the box has a name.
      await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
      await page.getByLabel('Player Name').press('Enter');
      await expect(page).toHaveURL(playerPath(one.name, one.venues[0]?.id ?? 0));
    });

    await test.step('filter text typed before the games page hydrates survives it, and filters', async () => {
      scripts.hold();
      await page.goto(`${playerPath(leader.name, leader.locationId, 'games')}?closed=`, {
        waitUntil: 'commit',
      });
      const filter = page.getByPlaceholder('Filter game...');
      await filter.fill('FLASH mines');
      scripts.release();
      await whenReady(page);
      await expect(filter).toHaveValue('FLASH mines');
      await expect(page.locator('.score-tables__game')).toHaveCount(1);
      await expect(page.locator('.score-tables__game summary')).toContainText('Flash Mines');
    });
  });
});

test.describe('with JavaScript off', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => !isMobile, 'the same at any width: run at phone width');

  test('the landing searches', async ({ page, request }) => {
    const one = await playerWithVenues(request, { count: 1 });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel('Player Name').fill(one.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(playerPath(one.name, one.venues[0]?.id ?? 0));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(one.name);
  });
});
