import { expect, type Locator, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { gotoReady } from './hydration';
import { worldLeader } from './players';

/**
 * The games page at a venue, on a phone first: a room bar that stays in sight, games that fold
 * (their state in the address), and cells that say what they mean at a glance.
 */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;
const SUMMARY = /^\d+\/10 played · \d+ top · [\d,]+$/;

test.describe('games on a phone', { tag: '@phone' }, () => {
  test('a sticky room bar jumps to a room; the menu’s rooms stay disabled', async ({ page, request }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'games'));
    const bar = page.getByRole('navigation', { name: 'Rooms' });
    const rooms = bar.getByRole('list').getByRole('link');
    expect(await rooms.count()).toBeGreaterThan(2);
    const third = rooms.nth(2);
    const name = (await third.textContent())?.trim() ?? '';
    await third.click();
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading).toBeInViewport();
    // The bar stayed in sight, and the room's heading is not hidden under it.
    await expect(bar).toBeInViewport();
    const barBox = await bar.boundingBox();
    const headingBox = await heading.boundingBox();
    expect(headingBox?.y ?? 0).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0) - 1);
    await expect(page).toHaveURL(/#room-\d+$/);

    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: /menu/i }).filter({ visible: true });
    for (const room of ['Grid', 'Strike', 'Press'])
      await expect(menu.getByText(room, { exact: true })).toHaveAttribute('aria-disabled', 'true');
  });

  test('the first game is in the first screen, and the room bar shows it has more rooms to scroll to', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'games'));
    const screen = page.viewportSize()?.height ?? 0;
    const firstGame = page.locator('details.score-tables__game summary').first();
    const box = await firstGame.boundingBox();
    // In the upper three quarters, with room for the next: the controls once took 560 px of a
    // phone's 844, and the first game sat at its bottom edge.
    expect((box?.y ?? screen) + (box?.height ?? 0)).toBeLessThanOrEqual(screen * 0.75);

    // Rooms that do not fit scroll sideways, their hidden end faded; at the end, the fade is gone.
    const rooms = page.getByRole('navigation', { name: 'Rooms' }).getByRole('list');
    const fits = await rooms.evaluate((e) => e.scrollWidth <= e.clientWidth);
    const cue = () => rooms.evaluate((e) => getComputedStyle(e).getPropertyValue('--scroll-cue-end'));
    if (fits) {
      expect(await cue()).toBe('0px');
      return;
    }
    expect(await cue()).not.toBe('0px');
    await expect(rooms).toHaveCSS('mask-image', /linear-gradient.*rgba\(0, 0, 0, 0\)\)$/);
    await rooms.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
    await expect.poll(cue).toBe('0px');
    // Every room is there to reach: the last one is in view once scrolled to.
    await expect(rooms.getByRole('link').last()).toBeInViewport();
  });

  test('each game folds under a summary line; a link opens the same games open', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    const url = playerPath(leader.name, leader.locationId, 'games');
    await gotoReady(page, url);
    const games = page.locator('details.score-tables__game');
    const first = games.first();
    const second = games.nth(1);
    await expect(first.locator('summary > :last-child')).toHaveText(SUMMARY);
    // Folded on a phone, open on a desktop, until the address says otherwise.
    const byDefault = !isPhone(page);
    await expect(first).toHaveJSProperty('open', byDefault);
    await expect(first.getByRole('table')).toBeVisible({ visible: byDefault });

    await second.locator('summary').click();
    await expect(second).toHaveJSProperty('open', !byDefault);
    // A game opened is drawn with its ten levels.
    if (!byDefault) await expect(second.locator('tbody tr')).toHaveCount(10);
    await expect(page).toHaveURL(byDefault ? /\?closed=\d+$/ : /\?open=\d+$/);
    const link = page.url();

    const other = await page.context().newPage();
    await gotoReady(other, link);
    const again = other.locator('details.score-tables__game');
    await expect(again.nth(1)).toHaveJSProperty('open', !byDefault);
    await expect(again.first()).toHaveJSProperty('open', byDefault);
    await other.close();

    await page.getByRole('link', { name: 'Fold all' }).click();
    await expect(page).toHaveURL(/\?open=$/);
    await expect(page.locator('details.score-tables__game[open]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Open all' }).click();
    await expect(page).toHaveURL(/\?closed=$/);
    await expect(page.locator('details.score-tables__game:not([open])')).toHaveCount(0);
    await expect(page.locator('details.score-tables__game table')).toHaveCount(await games.count());
  });

  test('the page holds only the tables that are open: a phone starts with a few hundred elements', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, playerPath(leader.name, leader.locationId, 'games'));
    const games = page.locator('details.score-tables__game');
    const tables = page.locator('details.score-tables__game table');
    const elements = () => page.evaluate(() => document.getElementsByTagName('*').length);
    if (!isPhone(page)) {
      // A desktop opens every game, so every table is drawn.
      await expect(tables).toHaveCount(await games.count());
      return;
    }
    expect(await games.count()).toBeGreaterThan(20);
    await expect(tables).toHaveCount(0);
    const folded = await elements();
    expect(folded).toBeLessThan(3000);
    // Opening a game draws its table (ten levels), and only that one.
    const third = games.nth(2);
    await third.locator('summary').click();
    await expect(third.locator('tbody tr')).toHaveCount(10);
    await expect(tables).toHaveCount(1);
    expect(await elements()).toBeLessThan(folded + 100);
    // A link with ?open= draws the games it names at once.
    const id = await third.getAttribute('data-game-id');
    await gotoReady(page, `${playerPath(leader.name, leader.locationId, 'games')}?open=${id}`);
    await expect(page.locator(`details[data-game-id="${id}"] tbody tr`)).toHaveCount(10);
    await expect(tables).toHaveCount(1);
  });

  test('a folded page is a few screens long, not forty', async ({ page, request }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, `${playerPath(leader.name, leader.locationId, 'games')}?open=`);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const screen = page.viewportSize()?.height ?? 844;
    expect(height / screen).toBeLessThan(12);
  });
});

test.describe('every cell at a glance', { tag: '@phone' }, () => {
  test('— for a level never played, the gap to the top under a score, a crown on a top score', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, `${playerPath(leader.name, leader.locationId, 'games')}?closed=`);
    // A screen reader reads the words; the screen shows a dash, a crown or the gap in their place.
    const drawn = (cell: Locator, part: string, pseudo: '::before' | null, property: string) =>
      cell.evaluate(
        (td, [part, pseudo, property]) =>
          getComputedStyle(part ? (td.querySelector(part) as Element) : td, pseudo).getPropertyValue(
            property as string,
          ),
        [part, pseudo, property] as const,
      );
    const unplayed = page.locator('td.cell--unplayed').first();
    await expect(unplayed).toHaveText('not played');
    expect(await drawn(unplayed, '', '::before', 'content')).toContain('—');
    expect((await unplayed.boundingBox())?.width).toBeLessThan(120);
    const top = page.locator('td.cell--top').first();
    await expect(top).toContainText('(top score)');
    expect(await drawn(top, 'small', '::before', 'mask-image')).toMatch(/^url\("data:image\/svg\+xml/);
    const behind = page.locator('tbody td:not(.cell--top):not(.cell--unplayed):has(small)').first();
    await expect(behind.locator('small')).toHaveText(/^ \(\u2212[\d,]+ from the top\)$/);
    await expect(behind.locator('small b')).toBeVisible();
    expect(await drawn(behind, 'small', null, 'font-size')).toBe('0px');
    // No score cell reads 0.
    await expect(page.locator('tbody td:has(small)').filter({ hasText: /^0/ })).toHaveCount(0);
  });

  test('filter chips: not played, not top, within 5% of the top, improved since yesterday', async ({
    page,
    request,
  }) => {
    const leader = await worldLeader(request);
    await gotoReady(page, `${playerPath(leader.name, leader.locationId, 'games')}?closed=`);
    const chip = (name: string) => page.getByRole('button', { name, exact: true });
    const cells = page.locator('tbody tr > td:nth-of-type(1)');

    await chip('Not played').click();
    await expect(chip('Not played')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]show=not-played/);
    await expect(cells.first()).toHaveText('not played');
    await expect(cells.filter({ hasNotText: 'not played' })).toHaveCount(0);

    await chip('Not top').click();
    await expect(chip('Not played')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('td.cell--top')).toHaveCount(0);
    await expect(page.locator('td.cell--unplayed')).toHaveCount(0);

    await chip('Within 5% of the top').click();
    const gaps = await page.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const [score, top] = [...row.querySelectorAll('td')].map((td) =>
          Number((td.firstChild?.textContent ?? '').replace(/,/g, '')),
        );
        return (top ?? 0) - (score ?? 0) <= (top ?? 0) * 0.05 && (score ?? 0) < (top ?? 0);
      }),
    );
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.every(Boolean)).toBe(true);

    // The chip is in the address: a reload keeps it.
    await page.reload();
    await expect(chip('Within 5% of the top')).toHaveAttribute('aria-pressed', 'true');

    await chip('Improved since yesterday').click();
    await expect(chip('Improved since yesterday')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.score-tables, .empty').first()).toBeVisible();
    await chip('Improved since yesterday').click();
    await expect(page).not.toHaveURL(/show=/);
    await expect(page.locator('td.cell--unplayed').first()).toBeAttached();
  });
});

test.describe('games without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every game shows open with its table, and folds by hand', async ({ page, request }) => {
    const leader = await worldLeader(request);
    await page.goto(playerPath(leader.name, leader.locationId, 'games'));
    const games = page.locator('details.score-tables__game');
    const count = await games.count();
    expect(count).toBeGreaterThan(20);
    await expect(page.locator('details.score-tables__game[open] table')).toHaveCount(count);
    const first = games.first();
    await expect(first.locator('tbody tr')).toHaveCount(10);
    await first.locator('summary').click();
    await expect(first).toHaveJSProperty('open', false);
    await expect(first.getByRole('table')).toBeHidden();
  });
});
