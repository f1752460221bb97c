import { expect, test } from '@playwright/test';
import { logIn, openAdmin } from './admin';

const ADMIN_PAGES = ['/admin', '/admin/challenges', '/admin/challenges/1'];

test('an anonymous visitor is sent to / from every admin page, before anything renders', async ({
  page,
  request,
}) => {
  for (const path of ADMIN_PAGES) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location, path).toBe('/');
    expect(res.headers()['cache-control'], path).toBe('no-store');
    await page.goto(path);
    await expect(page).toHaveURL('/');
  }
});

test('a logged-in plain user is sent to / and gets no Admin Page link', async ({ page }) => {
  await logIn(page, 'user');
  await expect(page.getByRole('link', { name: 'Admin Page' })).toHaveCount(0);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/');
  }
});

test('an admin reaches the panel from the Admin Page link; its pages are never cached publicly', async ({
  page,
}) => {
  await logIn(page, 'admin');
  await page.getByRole('link', { name: 'Admin Page' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['Challenges', 'Player Links', 'Locations', 'Badges']);
  for (const path of ADMIN_PAGES) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('private, no-store');
    const csp = res.headers()['content-security-policy'] ?? '';
    const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scripts, path).not.toContain('unsafe-inline');
  }
  // Keyboard: the tabs follow the arrow keys, and the address keeps the open tab.
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Player Links' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/admin?tab=player-links');
});

test("a challenge that does not exist shows 'Challenge not found'", async ({ page }) => {
  await logIn(page, 'admin');
  for (const path of ['/admin/challenges/999999', '/admin/challenges/not-a-number']) {
    await openAdmin(page, path);
    await expect(page.getByText('Challenge not found'), path).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add record' }), path).toHaveCount(0);
  }
});

test('the admin pages fit the screen (390 px phone and desktop): nothing scrolls the page sideways', {
  tag: '@phone',
}, async ({ page }) => {
  await logIn(page, 'admin');
  for (const path of ['/admin', '/admin?tab=badges', '/admin?tab=locations', '/admin/challenges']) {
    await openAdmin(page, path);
    await expect(page.getByRole('table').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
