import { expect, type Page } from '@playwright/test';
import { gotoReady } from './hydration';

/** Who the mock providers log in: Google is the configured admin, Discord a plain user. */
export const LOGINS = {
  admin: { provider: 'Google', welcome: 'Welcome, Ada Admin!' },
  user: { provider: 'Discord', welcome: 'Welcome, nelly!' },
} as const;

/** Logs in through a mock provider from an older-UI page (its top bar has the login). */
export async function logIn(page: Page, who: keyof typeof LOGINS, origin = ''): Promise<void> {
  const { provider, welcome } = LOGINS[who];
  await gotoReady(page, `${origin}/mini-tournament`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('link', { name: `Continue with ${provider}` })
    .click();
  await expect(page.getByText(welcome)).toBeVisible();
}

/** Opens an admin page once its islands have hydrated. */
export async function openAdmin(page: Page, path: string, origin = ''): Promise<void> {
  await gotoReady(page, `${origin}${path}`);
}

/** Records Content-Security-Policy violations and lets a test check that no injected script ran. */
export async function watchForScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

/** The page's script-policy violations and whether an injected script set window.__pwned. */
export async function scriptsThatRan(page: Page): Promise<{ pwned: unknown; violations: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __pwned?: unknown; __violations: string[] };
    return { pwned: w.__pwned, violations: w.__violations };
  });
}
