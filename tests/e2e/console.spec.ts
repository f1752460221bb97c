import { expect, type Page, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { classicUrl, useOldUI } from './classic';
import { gotoReady } from './hydration';
import { playerWithVenues } from './players';

/**
 * Every main page, in both UIs and at both widths, hydrates without a word in the browser's
 * console: no hydration mismatch (React logs those as errors and redraws the island), no warning,
 * no error, no uncaught exception.
 */

/** What the page said in the console (warnings and errors) and threw, while it loaded and hydrated. */
async function consoleOf(page: Page, url: string): Promise<string[]> {
  const said: string[] = [];
  const onConsole = (message: import('@playwright/test').ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      said.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => said.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await gotoReady(page, url);
  // Islands that hydrate when idle or visible, and the first API calls, have had their turn.
  await page.waitForLoadState('networkidle');
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return said;
}

test.describe('the browser console', { tag: '@phone' }, () => {
  test('stays silent on every main page of the newer UI', async ({ page, request }) => {
    const { name, venues } = await playerWithVenues(request, { atLeast: 1 });
    const venue = venues[0]?.id ?? 1;
    for (const url of [
      '/',
      playerPath(name, venue),
      playerPath(name, venue, 'games'),
      playerPath(name, venue, 'leaderboard'),
      playerPath(name, venue, 'world-leaderboard'),
      playerPath(name, venue, 'global-league'),
      '/strategy/1',
      '/maze',
      '/mini-tournament',
      '/toc',
      '/challenges',
    ]) {
      expect(await consoleOf(page, url), url).toEqual([]);
    }
  });

  test('stays silent on every main screen of the older UI', async ({ page, request }) => {
    await useOldUI(page);
    const { name, venues } = await playerWithVenues(request, { atLeast: 1 });
    const venue = venues[0]?.id ?? 1;
    for (const url of [
      '/',
      classicUrl(name, venue),
      classicUrl(name, venue, 'games'),
      classicUrl(name, venue, 'leaderboard'),
      classicUrl(name, venue, 'world-leaderboard'),
      classicUrl(name, venue, 'badges'),
      '/strategy/1',
    ]) {
      expect(await consoleOf(page, url), url).toEqual([]);
    }
  });
});
