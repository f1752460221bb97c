// Why a browser: one journey through the older UI as a user walks it, at both widths. It is drawn
// by islands from the address and localStorage, so only a browser shows it: the flag hiding the
// newer landing page, the location choice's link opened in a new tab (the newer address turns
// into the older screen), the menu as a sidebar or the phone's drawer, Export Data as a real
// download, the monthly score read back from storage by a reload, the game tabs' rows and every
// screen's width measured, the board's drawings assembled into one document, and the browser's own
// Back. The phone's run skips what no width changes (the new tab, the download). What each screen
// shows is tests/islands/classic-screens.test.tsx's and classic-games.test.tsx's; the pages'
// server markup is tests/pages/classic-pages.test.ts's.
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { classicPlayer, classicUrl, journeyPlayer, openClassic, useOldUI } from './classic';
import { widthOf } from './projects';
import { svgReferences } from './svg-references';

test.beforeEach(async ({ page }) => {
  await useOldUI(page);
});

/** The player menu: the sidebar on a desktop, the Menu drawer on a phone (opened here). */
async function playerMenu(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click();
    return page.getByRole('dialog').getByRole('navigation', { name: 'Player menu' });
  }
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  return page.locator('.player-screen__menu').getByRole('navigation', { name: 'Player menu' });
}

/** Nothing scrolls the page sideways, measured once the screen shows its content, not its spinner. */
async function fitsTheWidth(page: Page, screen: string) {
  await expect(page.locator('.spinner')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, screen).toBeLessThanOrEqual(0);
}

const n = (v: number) => new Intl.NumberFormat('en-GB').format(v);

test(
  'a player in the older UI: looked up, a venue chosen (and one opened in a new tab), every screen through the menu, Export Data, the monthly score across a reload, and Back',
  {
    tag: '@phone',
  },
  async ({ page, request }, testInfo) => {
    const phone = widthOf(testInfo) === 'phone';
    const player = await journeyPlayer(request);
    const [first, second] = player.venues;
    if (!first || !second) throw new Error('The journey needs a player at two venues');
    const info = await classicPlayer(request, player.name, first.id);
    const rooms = first.rooms.filter((r) => r.id !== 21);
    const here = classicUrl(player.name, first.id);

    await test.step('the lookup screen shows instead of the newer landing page', async () => {
      await openClassic(page, '/');
      await expect(page.getByRole('heading', { level: 1, name: 'Player lookup' })).toBeVisible();
      await expect(page.getByLabel('Player Name')).toBeHidden();
      await fitsTheWidth(page, '/');
    });

    await test.step('the location choice: a venue opened in a new tab shows the older summary there; a plain click opens it here', async () => {
      const box = page.getByLabel('Enter profile name or bound key');
      await box.fill(player.name);
      await box.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Choose a location' });
      await expect(dialog.locator('.location-select__name')).toHaveText(player.venues.map((v) => v.name));
      // A new tab is the same at any width: the desktop's alone.
      if (!phone) {
        const [tab] = await Promise.all([
          page.context().waitForEvent('page'),
          dialog.getByRole('link', { name: new RegExp(second.name) }).click({ modifiers: ['Control'] }),
        ]);
        if (!tab) throw new Error('no new tab');
        await tab.waitForURL(classicUrl(player.name, second.id));
        await expect(tab.getByRole('heading', { level: 2, name: 'Account Summary' })).toBeVisible();
        await expect(tab.getByText(`${second.name} Score`)).toBeVisible();
        await tab.close();
      }

      await dialog.getByRole('link', { name: new RegExp(first.name) }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(here);
      await expect(page.getByRole('heading', { level: 2, name: 'Account Summary' })).toBeVisible();
    });

    await test.step('the header, and the menu (the phone: a drawer) with the rooms under Games', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.player_name);
      await expect(page.locator('.player-header .stars')).toContainText(n(info.stars));
      const menu = await playerMenu(page, phone);
      await expect(menu.getByRole('link', { name: 'Account Summary' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(menu.getByRole('list', { name: 'Games rooms' }).getByRole('link')).toHaveText(
        rooms.map((r) => r.name),
      );
      for (const item of ['Leaderboards', 'World Leaderboard', 'Badges'])
        await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Switch Locations' })).toBeVisible();
      if (phone) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await fitsTheWidth(page, 'summary');
    });

    // A download is the same at any width: the desktop's alone.
    if (!phone)
      await test.step("Export Data downloads the older sheet: a total per room, and the player's closing row", async () => {
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: 'Export Data' }).click();
        const file = await download;
        const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
        expect(text).toContain(
          'Room,Game,Level 1,Level 2,Level 3,Level 4,Level 5,Level 6,Level 7,Level 8,Level 9,Level 10,Total',
        );
        const rows = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
        const roomTotals = rows.filter((r) => /^.+ total$/.test(r[0] ?? ''));
        expect(roomTotals.length).toBeGreaterThan(0);
        const games = rows.filter((r) => r.length === 13 && r[0] !== 'Room' && !/ total$/.test(r[0] ?? ''));
        const sum = (list: string[][]) =>
          list.reduce((s, r) => s + Number((r[12] ?? '').replace(/,/g, '')), 0);
        for (const total of roomTotals) {
          const room = (total[0] ?? '').replace(/ total$/, '');
          expect(Number((total[12] ?? '').replace(/,/g, '')), room).toBe(
            sum(games.filter((r) => r[0] === room)),
          );
        }
        expect(rows.slice(-2)).toEqual([
          ['Stars', 'Total Levels', 'Rank', 'Total Score'],
          [n(info.stars), n(info.passedLevels), String(info.player_rank), n(info.local_score)],
        ]);
      });

    const monthly = page
      .locator('.account-summary__figure')
      .filter({ has: page.locator('dt', { hasText: 'Monthly Score' }) })
      .locator('.account-summary__value');
    const key = `${first.id}:${info.player_name.toLowerCase()}`;

    await test.step('a room of more than four games: four tabs on the first row, the rest on a second; a reload keeps the screen', async () => {
      await expect(monthly).toHaveText('0');
      // As if the player had gained 1,234 points since the month's baseline was taken: the page
      // reads it back from storage when it loads again.
      await page.evaluate(
        ({ key, score }) => {
          const stored = JSON.parse(localStorage.getItem('monthlyScores') ?? '{}');
          stored[key].score = score;
          localStorage.setItem('monthlyScores', JSON.stringify(stored));
        },
        { key, score: info.local_score - 1234 },
      );
      const room = rooms.find((r) => r.games.length > 4);
      if (!room) throw new Error('The venue has no room of more than four games');
      await (await playerMenu(page, phone)).getByRole('link', { name: room.name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: room.name })).toBeVisible();
      await expect(page).toHaveURL(classicUrl(player.name, first.id, 'games', room.id));
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: room.name })).toBeVisible();
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText(room.games.map((g) => g.name));
      const rows = page.locator('.game-tabs__row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0).getByRole('tab')).toHaveCount(4);
      if (!phone) {
        const top = await tabs.nth(0).boundingBox();
        const fourth = await tabs.nth(3).boundingBox();
        const fifth = await tabs.nth(4).boundingBox();
        expect(fourth?.y).toBe(top?.y);
        expect(fifth?.y ?? 0).toBeGreaterThan((top?.y ?? 0) + (top?.height ?? 0) - 1);
      }
      await fitsTheWidth(page, 'games');
    });

    await test.step('the boards and the badges, through the menu', async () => {
      await (await playerMenu(page, phone)).getByRole('link', { name: 'Leaderboards', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Leaderboards' })).toBeVisible();
      await expect(page.locator('svg.rank-badge').nth(1)).toBeVisible();
      // The board's badges draw from one set of definitions: no id twice, no reference to nothing.
      const drawings = await svgReferences(page);
      expect(drawings.repeatedIds).toEqual([]);
      expect(drawings.dangling).toEqual([]);
      await fitsTheWidth(page, 'leaderboard');

      await (await playerMenu(page, phone))
        .getByRole('link', { name: 'World Leaderboard', exact: true })
        .click();
      await expect(page.getByRole('table', { name: 'World Leaderboard' })).toBeVisible();
      await fitsTheWidth(page, 'world-leaderboard');

      await (await playerMenu(page, phone)).getByRole('link', { name: 'Badges', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Badges' })).toBeVisible();
      await expect(page.locator('.player-badges__title')).toHaveCount(player.badges.length);
      expect((await page.locator('.player-badges__title').allTextContents()).sort()).toEqual(
        [...player.badges].sort(),
      );
      await fitsTheWidth(page, 'badges');
    });

    await test.step('Back to the summary, whose monthly score came back from storage, and Reset Monthly Score', async () => {
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(here);
      await expect(monthly).toHaveText('1,234');
      await page.getByRole('button', { name: 'Reset Monthly Score' }).click();
      await expect(monthly).toHaveText('0');
      // Kept for the next load: the baseline is today's score.
      expect(
        await page.evaluate((k) => JSON.parse(localStorage.getItem('monthlyScores') ?? '{}')[k]?.score, key),
      ).toBe(info.local_score);
    });

    await test.step("Back again clears the search and returns to the lookup; the browser's Back returns to the player", async () => {
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Player lookup' })).toBeVisible();
      await expect(page).toHaveURL('/');
      await expect(page.getByLabel('Enter profile name or bound key')).toHaveValue('');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 2, name: 'Account Summary' })).toBeVisible();
      await expect(page).toHaveURL(here);
    });
  },
);
