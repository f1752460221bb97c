import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Direction, opposite, type Point, samePoint, step } from '../../src/games/strategy/grid';
import { findPath } from '../../src/games/strategy/path';
import type { StrategyLevel } from '../../src/games/strategy/types';
import { gotoReady } from './hydration';

/** The square at (x, y) on the board that is showing (columns and rows are counted from 1 in its name). */
function square(page: Page, p: Point): Locator {
  return page
    .getByRole('application', { name: /Strategy floor/ })
    .getByRole('button', { name: new RegExp(`^Column ${p.x + 1}, row ${p.y + 1}:`) });
}

test.describe('strategy game', () => {
  test('level 1 can be completed by clicking (or tapping) the squares next to the marker', async ({
    page,
    request,
    hasTouch,
  }) => {
    const level = (await (await request.get('/games/strategy/1')).json()) as StrategyLevel;
    await gotoReady(page, '/strategy/1');
    const board = page.getByRole('application', { name: 'Strategy floor, 12 by 12 squares' });
    await expect(board).toBeVisible();
    await expect(page.getByText('The clock starts with your first move.')).toBeVisible();
    const press = (p: Point) => (hasTouch ? square(page, p).tap() : square(page, p).click());

    let at = level.start;
    for (const [wave, solution] of level.solutions.entries()) {
      await expect(page.getByText(`${wave + 1} of ${level.solutions.length}`, { exact: true })).toBeVisible();
      const unfired = [...level.guns];
      const reds = level.reds[wave] ?? [];
      for (const shot of [...solution].sort((a, b) => a.order - b.order)) {
        // Walk round the reds and the guns not fired yet (stepping onto a gun fires it) to the
        // square behind the gun, then step onto the gun in the solution's direction.
        const behind = step(shot, opposite(shot.direction));
        const blocked = (p: Point) => [...reds, ...unfired].some((b) => samePoint(b, p));
        const path: Direction[] | null = findPath(at, behind, blocked);
        expect(path, `a way to the gun at ${shot.x},${shot.y}`).not.toBeNull();
        for (const direction of path ?? []) {
          at = step(at, direction);
          await press(at);
        }
        await expect(square(page, at)).toHaveAccessibleName(/: you/);
        await press(shot);
        unfired.splice(
          unfired.findIndex((g) => samePoint(g, shot)),
          1,
        );
        at = shot;
      }
      if (wave < level.solutions.length - 1) {
        await expect(page.getByRole('status')).toHaveText(
          `Target hit. Wave ${wave + 2} of ${level.solutions.length}`,
        );
        at = level.start;
      }
    }
    await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Target hit. Congratulations! Every wave cleared');
    await expect(page.getByText('You cleared all 2 waves of level 1 with 5 lives left.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Play level 2' })).toHaveAttribute('href', '/strategy/2');
  });

  test('moves with the arrow keys and W A S D once the board has focus, and counts down after the first move', async ({
    page,
  }) => {
    await gotoReady(page, '/strategy/1');
    const board = page.getByRole('application', { name: /Strategy floor/ });
    await expect(board).toBeFocused();
    await expect(page.getByText('1:30')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(square(page, { x: 5, y: 10 })).toHaveAccessibleName('Column 6, row 11: you, on empty');
    await page.keyboard.press('a');
    await expect(square(page, { x: 4, y: 10 })).toHaveAccessibleName('Column 5, row 11: you, on empty');
    await expect(page.getByText('1:29')).toBeVisible();
  });

  test("shows 'Game not found' for a level that does not exist, and for a route that is not a level", async ({
    page,
  }) => {
    for (const path of ['/strategy/7', '/strategy/abc']) {
      await gotoReady(page, path);
      await expect(page.getByRole('alert')).toHaveText('Game not found');
      await expect(page.getByRole('application')).toHaveCount(0);
    }
  });

  test('the older variant shows the older top bar and links to levels 1 to 6 and 10', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('featureFlags', JSON.stringify({ oldUI: true })));
    await gotoReady(page, '/strategy/1');
    await expect(page.getByRole('link', { name: 'Play Strategy' })).toBeVisible();
    const levels = page.getByRole('navigation', { name: 'Strategy levels' }).getByRole('link');
    await expect(levels).toHaveText(
      ['1', '2', '3', '4', '5', '6', '10'].map((n) => new RegExp(`^(Level )?${n}$`)),
    );
    for (const [i, n] of [1, 2, 3, 4, 5, 6, 10].entries()) {
      await expect(levels.nth(i)).toHaveAccessibleName(`Level ${n}`);
      await expect(levels.nth(i)).toHaveAttribute('href', `/strategy/${n}`);
    }
    await expect(levels.first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Player search' })).toBeHidden();
    await expect(page.getByRole('application', { name: /Strategy floor/ })).toBeVisible();
    await levels.nth(6).click();
    await expect(page).toHaveURL('/strategy/10');
    await expect(page.getByText('5 of 5', { exact: true })).toBeAttached();
    await expect(page.getByRole('application', { name: /Strategy floor/ })).toBeVisible();
  });

  test('switching to the classic view keeps the game being played', async ({ page }) => {
    await gotoReady(page, '/strategy/2');
    await page.getByRole('application', { name: /Strategy floor/ }).focus();
    await page.keyboard.press('ArrowUp');
    await page.getByRole('button', { name: 'Switch to the classic view' }).click();
    await expect(page.getByRole('navigation', { name: 'Strategy levels' })).toBeVisible();
    await expect(square(page, { x: 5, y: 10 })).toHaveAccessibleName('Column 6, row 11: you, on empty');
  });

  test('a red tile costs a life, and losing the last one ends in a game over that offers Reset Game', async ({
    page,
  }) => {
    await gotoReady(page, '/strategy/2');
    await expect(page.getByRole('application', { name: /Strategy floor/ })).toBeFocused();
    // Level 2's first wave has a red at column 7, row 10: up, right, up from the start steps onto it.
    for (let lives = 4; lives >= 0; lives--) {
      for (const key of ['ArrowUp', 'ArrowRight', 'ArrowUp']) await page.keyboard.press(key);
      await expect(page.getByRole('status')).toHaveText(
        lives > 0 ? `Red tile! Lives left: ${lives}` : 'Red tile! No lives left. Game over',
      );
    }
    await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
    await expect(
      page.getByText('A red tile took your last life on wave 1 of 2.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Wave' })).toHaveCount(0);
    const reset = page.getByRole('button', { name: 'Reset Game' });
    await expect(reset).toBeFocused();
    await reset.click();
    await expect(page.getByRole('heading', { name: 'Game over' })).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('New game: wave 1 of 2, 5 lives');
    await expect(page.getByRole('button', { name: 'Reset Wave' })).toBeEnabled();
    // The keys work again at once: focus is back on the board.
    await expect(page.getByRole('application', { name: /Strategy floor/ })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(square(page, { x: 5, y: 10 })).toHaveAccessibleName('Column 6, row 11: you, on empty');
  });
});
