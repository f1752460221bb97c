// Why a browser: a download (the scores' CSV), links followed across pages (a suggestion to its
// level's board, back to the games, the menu's screens, Switch Location to the start page), what
// the stylesheet shows and hides (the totals, the differences, folded games, the AGL history's
// table or cards), a reload that keeps what was stored, the menu drawer's focus in a real modal
// dialog, and boxes (tap targets, the first screen, a room's heading under the room bar, no page
// wider than a phone). The pages' markup and texts are tests/pages/summary.test.ts, games.test.ts
// and level-board.test.ts; the islands' behaviour tests/islands/player-area.test.tsx.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { gotoReady, whenReady } from './hydration';
import { playerWithVenues, worldLeader } from './players';
import { widthOf } from './projects';
import { teamPlayer } from './team-players';

const TAP = 44;

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

/** Nothing scrolls the whole page sideways. */
async function fitsWidth(page: Page, what: string): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, what).toBeLessThanOrEqual(client);
}

test.describe("a regular's visit", () => {
  test("the summary's export and suggestions, a level's board and back to the games, whose choices a reload keeps", async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId));

    await test.step('exports the scores as a CSV named after the player and the product', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export Data' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${leader.name} Arcade Stats.csv`);
      const lines = readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/);
      expect(lines[0]).toBe(`Player,${leader.name}`);
      expect(lines[4]).toBe('Room,Game,Level,Score,Top Score');
    });

    const next = page.getByRole('region', { name: 'What to play next' });
    await test.step("'Show more' opens the next suggestions, without a script of its own", async () => {
      await next.getByText(/^Show \d+ more$/).click();
      await expect(next.locator('details ol').getByRole('listitem').first()).toBeVisible();
    });

    const games = playerPath(leader.name, leader.locationId, 'games');
    await test.step("a suggestion's level opens its board, which leads back to the suggestions; then the games", async () => {
      const firstLevel = next
        .locator('ol')
        .first()
        .getByRole('listitem')
        .first()
        .locator('.insight__level a');
      const [, game = '', level = ''] = /^(.+) L(\d+)$/.exec((await firstLevel.textContent()) ?? '') ?? [];
      await firstLevel.click();
      await expect(page).toHaveURL(
        new RegExp(`/location/${leader.locationId}/level/\\d+/${level}\\?from=play-next$`),
      );
      await expect(page).toHaveTitle(new RegExp(`${game} level ${level}`));
      await whenReady(page);
      await page.getByRole('link', { name: 'Back to What to play next' }).click();
      await expect(page).toHaveURL(/#play-next-title$/);
      await expect(next.getByRole('heading', { name: 'What to play next' })).toBeInViewport();
      await page
        .getByRole('navigation', { name: 'Player menu' })
        .getByRole('link', { name: 'Games' })
        .click();
      await expect(page).toHaveURL(new RegExp(`${games.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await whenReady(page);
    });

    const details = page.locator('details.score-tables__game');
    await test.step('a desktop opens and draws every game; the first is in the first screen', async () => {
      expect(await details.count()).toBeGreaterThan(20);
      await expect(page.locator('details.score-tables__game table')).toHaveCount(await details.count());
      const screen = page.viewportSize()?.height ?? 0;
      const first = await box(page.locator('details.score-tables__game summary').first());
      expect(first.y + first.height).toBeLessThanOrEqual(screen * 0.75);
    });

    await test.step('the room bar: a hidden end faded, and a jump to a room whose heading stays clear of it', async () => {
      const bar = page.getByRole('navigation', { name: 'Rooms' });
      const rooms = bar.getByRole('list');
      const cue = () => rooms.evaluate((e) => getComputedStyle(e).getPropertyValue('--scroll-cue-end'));
      if (await rooms.evaluate((e) => e.scrollWidth <= e.clientWidth)) expect(await cue()).toBe('0px');
      else expect(await cue()).not.toBe('0px');
      const third = rooms.getByRole('link').nth(2);
      const name = (await third.textContent())?.trim() ?? '';
      await third.click();
      const heading = page.getByRole('heading', { level: 2, name, exact: true });
      await expect(heading).toBeInViewport();
      await expect(bar).toBeInViewport();
      const barBox = await box(bar);
      expect((await box(heading)).y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
      await expect(page).toHaveURL(/#room-\d+$/);
    });

    await test.step('the switches and the menu rows are tap targets', async () => {
      const switches = page.getByRole('switch');
      await expect(switches.first()).toBeVisible();
      for (const s of await switches.all()) {
        const b = await box(s);
        expect(b.height).toBeGreaterThanOrEqual(TAP);
        expect(b.width).toBeGreaterThanOrEqual(TAP);
      }
      const items = page
        .getByRole('navigation', { name: /menu/i })
        .filter({ visible: true })
        .locator('.side-menu__item');
      expect(await items.count()).toBeGreaterThan(8);
      for (const item of await items.all()) expect((await box(item)).height).toBeGreaterThanOrEqual(TAP);
    });

    await test.step('the differences from the tracked profile are on, and the switch hides them', async () => {
      const toggle = page.getByRole('switch', { name: 'Show Differences From Cached Profile' });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      const diffs = page.locator('.level-diff');
      if ((await diffs.count()) > 0) await expect(diffs.first()).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(await page.evaluate(() => localStorage.getItem('showDifferencesFromCachedProfile'))).toBe(
        'false',
      );
      await expect(diffs.first()).toBeHidden();
    });

    await test.step('a game folded by hand, and the totals turned on by their label, stay so after a reload', async () => {
      const second = details.nth(1);
      const id = await second.getAttribute('data-game-id');
      await second.locator('summary').click();
      await expect(second).toHaveJSProperty('open', false);
      await expect(page).toHaveURL(new RegExp(`\\?closed=${id}(#room-\\d+)?$`));
      const totals = page.locator('.score-tables tfoot').first();
      await expect(totals).toBeHidden();
      const totalsSwitch = page.getByRole('switch', { name: 'Show Total Scores' });
      await page.locator('.switch label', { hasText: 'Show Total Scores' }).click();
      await expect(totalsSwitch).toHaveAttribute('aria-checked', 'true');
      await expect(totals).toBeVisible();
      await page.reload();
      await whenReady(page);
      await expect(page.locator('.score-tables tfoot').first()).toBeVisible();
      await expect(totalsSwitch).toHaveAttribute('aria-checked', 'true');
      expect(await page.evaluate(() => localStorage.getItem('showTotalScorePerGame'))).toBe('true');
      await expect(details.nth(1)).toHaveJSProperty('open', false);
      await expect(details.first()).toHaveJSProperty('open', true);
    });

    await test.step("a desktop shows a team player's AGL history as a table", async () => {
      const { name, team, teams } = await teamPlayer(request);
      await gotoReady(page, playerPath(name, team.locationId));
      const history = page.getByRole('region', { name: 'AGL History' });
      const table = history.getByRole('table');
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(teams + 1);
      await expect(history.getByRole('listitem').first()).toBeHidden();
    });
  });
});

test.describe('the menu', () => {
  test(
    'marks the screen shown, leads to the others, and Switch Location reopens the venue choice with this venue marked',
    { tag: '@phone' },
    async ({ page, request }, info) => {
      const phone = widthOf(info) === 'phone';
      const traveller = await playerWithVenues(request, { atLeast: 2 });
      const here = traveller.venues[1] ?? { id: 0, name: '' };
      await gotoReady(page, playerPath(traveller.name, here.id));
      const openMenu = async () => {
        if (!phone) return;
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      };
      const menu = () => page.getByRole('navigation', { name: 'Player menu' }).last();

      await test.step('the venue chip under the name is a tap target', async () => {
        const chip = page.getByRole('link', { name: `${here.name} Switch location` });
        await expect(chip).toBeVisible();
        expect((await box(chip)).height).toBeGreaterThanOrEqual(TAP);
        if (phone) await fitsWidth(page, 'summary');
      });

      if (phone)
        await test.step("the phone's menu takes the focus and gives it back on Escape, a click beside it or its close button", async () => {
          const button = page.getByRole('button', { name: 'Open menu' });
          const dialog = page.getByRole('dialog', { name: 'Menu' });
          const close = dialog.getByRole('button', { name: 'Close menu' });
          // By keyboard: the focus moves into the drawer and on through its links; Escape returns it.
          await button.focus();
          await page.keyboard.press('Enter');
          await expect(dialog).toBeVisible();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          await expect(close).toBeFocused();
          await page.keyboard.press('Tab');
          await expect(dialog.getByRole('link', { name: 'Summary' })).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          await expect(button).toBeFocused();
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          // A click on the dimmed page beside the drawer.
          await button.click();
          await expect(dialog).toBeVisible();
          await page.mouse.click((page.viewportSize()?.width ?? 390) - 4, 400);
          await expect(dialog).toBeHidden();
          await expect(button).toBeFocused();
          // The close button.
          await button.click();
          await close.click();
          await expect(dialog).toBeHidden();
          await expect(button).toBeFocused();
        });

      await test.step('the menu marks the screen shown and leads to another, marked in turn', async () => {
        await openMenu();
        await expect(menu().getByRole('link', { name: 'Summary', exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await menu().getByRole('link', { name: 'Games', exact: true }).click();
        await expect(page).toHaveURL(playerPath(traveller.name, here.id, 'games'));
        // Switch Location finds the player's name in the address once the menu is interactive.
        await whenReady(page);
        if (phone) await fitsWidth(page, 'games');
        await openMenu();
        await expect(menu().getByRole('link', { name: 'Games', exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(menu().getByRole('link', { name: 'Summary', exact: true })).not.toHaveAttribute(
          'aria-current',
          'page',
        );
      });

      await test.step('Switch Location reopens the venue choice, this venue marked', async () => {
        await menu().getByRole('link', { name: 'Switch Location' }).click();
        await expect(page).toHaveURL('/');
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('link')).toHaveCount(traveller.venues.length);
        const current = dialog.locator('[aria-current="location"]');
        await expect(current).toHaveCount(1);
        await expect(current).toContainText(here.name);
        await expect(current).toContainText('Current');
        if (phone) await fitsWidth(page, 'start page');
      });
    },
  );
});
