import { expect, test } from '@playwright/test';
import { gotoReady } from './hydration';

for (const path of ['/strategy/1', '/mini-tournament', '/maze', '/toc']) {
  test(`${path} fits the screen width: nothing scrolls the page sideways`, { tag: '@phone' }, async ({
    page,
  }) => {
    await gotoReady(page, path);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the whole strategy floor is on screen, squares large enough to tap', { tag: '@phone' }, async ({
  page,
}) => {
  await gotoReady(page, '/strategy/1');
  const board = page.getByRole('application', { name: /Strategy floor/ });
  const box = await board.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
  const square = await board.getByRole('button').first().boundingBox();
  expect(square?.width ?? 0).toBeGreaterThanOrEqual(26);
});
