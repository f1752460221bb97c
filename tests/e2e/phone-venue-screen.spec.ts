import { expect, test } from '@playwright/test';

// The venue screen is made for a TV, but a phone opening its link still gets the whole of it.
test('the venue screen fits a phone without scrolling sideways @phone', async ({ page }) => {
  await page.goto('/venue/1/screen');
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await expect(page.locator('.venue-screen__row').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
