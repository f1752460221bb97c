import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until every island of the shown UI variant has hydrated (islands of the
 * hidden variant never do, by design), so a test acts on the page a user gets once it is ready.
 */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await whenReady(page);
}

/** Waits until every island of the shown UI variant has hydrated (a page reached by a click). */
export async function whenReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
      const variant = island.closest('.ui-new, .ui-old');
      return variant !== null && getComputedStyle(variant).display === 'none';
    }),
  );
}
