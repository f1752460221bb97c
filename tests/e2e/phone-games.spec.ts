// Why a browser: a phone's games page is shaped by its head script (games folded, a table drawn
// only when opened, under the page's Content-Security-Policy hash) and its stylesheet (a sticky
// room bar with a faded end, cells that show a dash, a crown or a gap in place of their words),
// measured in boxes, element counts and page height; links followed to a level's board and back;
// and the page with scripts off. The markup and texts are tests/pages/games.test.ts and
// level-board.test.ts; the fold script's states tests/unit/game-folds.test.ts; the chips
// tests/islands/games-view.test.tsx and player-area.test.tsx. A desktop's games page:
// newer-ui.spec.ts.
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { PlayerData } from '../../src/contract/schemas/players';
import { playerPath } from '../../src/domain/paths';
import { gotoReady, whenReady } from './hydration';
import { worldLeader } from './players';
import { widthOf } from './projects';

const TAP = 44;
const SUMMARY = /^\d+\/10 played · \d+ top · [\d,]+$/;

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

const elements = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

test.describe('games on a phone', { tag: '@phone' }, () => {
  test('folded games, a room bar in sight, cells at a glance, tap targets, and a level’s board and back', async ({
    page,
    request,
  }, info) => {
    test.skip(widthOf(info) !== 'phone', 'a phone’s games page; a desktop’s is newer-ui.spec.ts');
    const leader = await worldLeader(request);
    const games = playerPath(leader.name, leader.locationId, 'games');
    await gotoReady(page, games);
    const screen = page.viewportSize()?.height ?? 0;
    const details = page.locator('details.score-tables__game');
    const tables = page.locator('details.score-tables__game table');

    await test.step('the first game is in the first screen, and the room bar shows it has more rooms to scroll to', async () => {
      const first = await box(page.locator('details.score-tables__game summary').first());
      // In the upper three quarters, with room for the next: the controls once took 560 px of a
      // phone's 844, and the first game sat at its bottom edge.
      expect(first.y + first.height).toBeLessThanOrEqual(screen * 0.75);
      const rooms = page.getByRole('navigation', { name: 'Rooms' }).getByRole('list');
      expect(await rooms.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      const cue = () => rooms.evaluate((e) => getComputedStyle(e).getPropertyValue('--scroll-cue-end'));
      expect(await cue()).not.toBe('0px');
      await expect(rooms).toHaveCSS('mask-image', /linear-gradient.*rgba\(0, 0, 0, 0\)\)$/);
      await rooms.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
      await expect.poll(cue).toBe('0px');
      // Every room is there to reach: the last one is in view once scrolled to.
      await expect(rooms.getByRole('link').last()).toBeInViewport();
      await rooms.evaluate((e) => e.scrollTo({ left: 0 }));
    });

    await test.step('the page holds only the tables that are open: a few hundred elements, folded', async () => {
      expect(await details.count()).toBeGreaterThan(20);
      await expect(details.first()).toHaveJSProperty('open', false);
      await expect(details.first().locator('summary > :last-child')).toHaveText(SUMMARY);
      await expect(tables).toHaveCount(0);
      const folded = await elements(page);
      expect(folded).toBeLessThan(3000);
      // Opening a game draws its table (ten levels), and only that one; the address says so.
      const third = details.nth(2);
      await third.locator('summary').click();
      await expect(third).toHaveJSProperty('open', true);
      await expect(third.locator('tbody tr')).toHaveCount(10);
      await expect(tables).toHaveCount(1);
      expect(await elements(page)).toBeLessThan(folded + 100);
      await expect(page).toHaveURL(new RegExp(`\\?open=${await third.getAttribute('data-game-id')}$`));
    });

    await test.step('a sticky room bar jumps to a room, its heading clear of the bar; the menu’s rooms stay disabled', async () => {
      const bar = page.getByRole('navigation', { name: 'Rooms' });
      const third = bar.getByRole('list').getByRole('link').nth(2);
      const name = (await third.textContent())?.trim() ?? '';
      await third.click();
      const heading = page.getByRole('heading', { level: 2, name, exact: true });
      await expect(heading).toBeInViewport();
      await expect(bar).toBeInViewport();
      const barBox = await box(bar);
      expect((await box(heading)).y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
      await expect(page).toHaveURL(/#room-\d+$/);
    });

    await test.step('the switches and the menu rows are tap targets; a label turns its switch', async () => {
      const switches = page.getByRole('switch').filter({ visible: true });
      await expect(switches.first()).toBeVisible();
      for (const s of await switches.all()) {
        const b = await box(s);
        expect(b.height).toBeGreaterThanOrEqual(TAP);
        expect(b.width).toBeGreaterThanOrEqual(TAP);
      }
      const first = switches.first();
      const before = await first.getAttribute('aria-checked');
      await page.locator('.switch label').first().click();
      await expect(first).not.toHaveAttribute('aria-checked', before ?? '');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      const items = menu.locator('.side-menu__item');
      expect(await items.count()).toBeGreaterThan(8);
      for (const item of await items.all()) expect((await box(item)).height).toBeGreaterThanOrEqual(TAP);
      for (const room of ['Grid', 'Strike', 'Press'])
        await expect(menu.getByText(room, { exact: true })).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    await test.step('Fold all is a few screens long, not forty; Open all draws every table', async () => {
      await page.getByRole('link', { name: 'Fold all' }).click();
      await expect(page).toHaveURL(/\?open=(#room-\d+)?$/);
      await expect(page.locator('details.score-tables__game[open]')).toHaveCount(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height / screen).toBeLessThan(12);
      await page.getByRole('link', { name: 'Open all' }).click();
      await expect(page).toHaveURL(/\?closed=(#room-\d+)?$/);
      await expect(page.locator('details.score-tables__game:not([open])')).toHaveCount(0);
      await expect(tables).toHaveCount(await details.count());
    });

    await test.step('— for a level never played, the gap to the top under a score, a crown on a top score', async () => {
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
      expect((await box(unplayed)).width).toBeLessThan(120);
      const top = page.locator('td.cell--top').first();
      await expect(top).toContainText('(top score)');
      expect(await drawn(top, 'small', '::before', 'mask-image')).toMatch(/^url\("data:image\/svg\+xml/);
      const behind = page.locator('tbody td:not(.cell--top):not(.cell--unplayed):has(small)').first();
      await expect(behind.locator('small')).toHaveText(/^ \(\u2212[\d,]+ from the top\)$/);
      await expect(behind.locator('small b')).toBeVisible();
      expect(await drawn(behind, 'small', null, 'font-size')).toBe('0px');
    });

    const data = (await (
      await request.get(
        `/api/activate/players/player/${encodeURIComponent(leader.name)}/location/${leader.locationId}`,
      )
    ).json()) as PlayerData;
    // A level the leader played: their row is on its board.
    const played = data.scores.find((s) => s.highScore > 0);
    if (!played) throw new Error('the leader played nothing');
    const level = played.levelId + 1;

    await test.step('a link with ?open= draws the games it names at once, and only those', async () => {
      await gotoReady(page, `${games}?open=${played.gameId}`);
      const game = page.locator(`details.score-tables__game[data-game-id="${played.gameId}"]`);
      await expect(game).toHaveJSProperty('open', true);
      await expect(game.locator('tbody tr')).toHaveCount(10);
      await expect(tables).toHaveCount(1);
    });

    await test.step("a level's number opens its board, no wider than the screen, and the board leads back", async () => {
      const link = page
        .locator(`details.score-tables__game[data-game-id="${played.gameId}"]`)
        .getByRole('table', { name: played.gameName })
        .getByRole('row')
        .nth(level)
        .getByRole('link', { name: String(level), exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await whenReady(page);
      await expect(page).toHaveURL(new RegExp(`/level/${played.gameId}/${level}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${played.gameName} level ${level}`);
      await expect(page.locator('tr[aria-current="true"]')).toContainText(leader.name);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('link', { name: 'Back to Games' }).click();
      await expect(page).toHaveURL(new RegExp(`${games.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    });
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
