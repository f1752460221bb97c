import { expect, test } from '@playwright/test';
import { openClassic, useOldUI } from './classic';
import { gotoReady } from './hydration';

test.describe('older UI: other pages', () => {
  test("shows '404 - Page Not Found' for any other path, with the top bar", async ({ page }) => {
    await useOldUI(page);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(page.getByRole('link', { name: 'Play Strategy' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the player lookup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Player lookup' })).toBeVisible();
  });

  test('shows a newer-style not-found page when the older UI is off', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('404 - Page Not Found')).toBeHidden();
  });

  test('says /challenges is under construction, and its top-bar link is disabled as coming soon', async ({
    page,
  }) => {
    await useOldUI(page);
    await gotoReady(page, '/challenges');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Challenges');
    await expect(page.getByText('This page is under construction.', { exact: false })).toBeVisible();
    const soon = page.locator('.top-bar__nav [aria-disabled="true"]');
    await expect(soon).toHaveText('Challenges (coming soon)');
    await expect(page.locator('.top-bar__nav').getByRole('link', { name: /Challenges/ })).toHaveCount(0);
  });

  test('the top bar offers Play Strategy and login with both providers', async ({ page }) => {
    await useOldUI(page);
    await openClassic(page, '/');
    await expect(page.getByRole('link', { name: 'Play Strategy' })).toHaveAttribute('href', '/strategy/1');
    // Nobody is logged in: no welcome, no Admin Page.
    await expect(page.getByRole('link', { name: 'Admin Page' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toContainText('Google');
    await expect(dialog).toContainText('Discord');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
