import { expect, test } from '@playwright/test';
import { gotoReady } from './hydration';

test('Laser Maze 4 steps through its five waves with Previous Wave and Next Wave', async ({ page }) => {
  // The page's clock is the test's, stopped once the page is ready: the floor moves only when the
  // test lets time pass (an animation running through twenty-odd checks took the machine's time).
  const start = new Date('2026-01-01T12:00:00Z');
  await page.clock.install({ time: start });
  await gotoReady(page, '/maze');
  await page.clock.pauseAt(new Date(start.getTime() + 3_600_000));
  const floor = page.getByRole('img', { name: /Laser maze floor, 18 by 10 dots/ });
  await expect(floor).toBeVisible();
  await expect(floor.locator('span')).toHaveCount(180);
  const previous = page.getByRole('button', { name: 'Previous Wave' });
  const next = page.getByRole('button', { name: 'Next Wave' });
  const label = page.getByRole('heading', { level: 2 });

  const names = ['Sweep', 'Curtain', 'Crossfire', 'Closing box', 'Diagonals'];
  const seconds = [1, 1, 2, 2, 2];
  await expect(label).toHaveText('Wave 1 of 5: Sweep');
  await expect(previous).toBeDisabled();
  for (let wave = 1; wave <= 5; wave++) {
    await expect(label).toHaveText(`Wave ${wave} of 5: ${names[wave - 1]}`);
    await expect(page.getByText(`${seconds[wave - 1]} s loop`)).toBeVisible();
    await expect(floor).toHaveAccessibleName(new RegExp(`wave ${wave}: ${names[wave - 1]}$`));
    // Some dots are lit, and the animation moves on to another frame.
    await expect(floor.locator('span.is-lit').first()).toBeAttached();
    const frame = (await floor.getAttribute('data-frame')) ?? '';
    await page.clock.runFor(500);
    await expect(floor).not.toHaveAttribute('data-frame', frame);
    if (wave < 5) {
      await expect(next).toBeEnabled();
      await next.click();
    }
  }
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(label).toHaveText('Wave 4 of 5: Closing box');
  await expect(next).toBeEnabled();
  for (let i = 0; i < 3; i++) await previous.click();
  await expect(label).toHaveText('Wave 1 of 5: Sweep');
  await expect(previous).toBeDisabled();
});

test('the maze animation can be paused and played again', async ({ page }) => {
  // The page's clock, animation frames included, is the test's: two seconds pass at once.
  await page.clock.install();
  await gotoReady(page, '/maze');
  const floor = page.getByRole('img', { name: /Laser maze floor/ });
  await page.getByRole('button', { name: 'Pause animation' }).click();
  const frame = await floor.getAttribute('data-frame');
  await page.clock.runFor(2000);
  await expect(floor).toHaveAttribute('data-frame', frame ?? '');
  await page.getByRole('button', { name: 'Play animation' }).click();
  await page.clock.runFor(2000);
  await expect(floor).not.toHaveAttribute('data-frame', frame ?? '');
});
