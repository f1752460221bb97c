import { expect, test } from '@playwright/test';
import { gotoReady } from './hydration';

test.beforeEach(async ({ page }) => {
  // The login lives in the older UI's top bar.
  await page.addInitScript(() => localStorage.setItem('featureFlags', JSON.stringify({ oldUI: true })));
});

for (const provider of [
  { name: 'Google', welcome: 'Welcome, Ada Admin!', admin: true },
  { name: 'Discord', welcome: 'Welcome, nelly!', admin: false },
]) {
  test(`logs in with ${provider.name} through the provider, is welcomed, and logs out`, async ({ page }) => {
    await gotoReady(page, '/mini-tournament');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('link', { name: `Continue with ${provider.name}` }).click();
    // Back from the provider, on the page the login started from.
    await expect(page).toHaveURL('/mini-tournament');
    await expect(page.getByText(provider.welcome)).toBeVisible();
    const adminLink = page.getByRole('link', { name: 'Admin Page' });
    if (provider.admin) await expect(adminLink).toBeVisible();
    else await expect(adminLink).toHaveCount(0);
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const me = await page.request.get('/api/auth/me');
    expect(await me.json()).toMatchObject({ isAuthenticated: false });
  });
}
