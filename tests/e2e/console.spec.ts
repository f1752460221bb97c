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

type Path = (name: string, venue: number) => string;

const NEWER: Array<[string, Path]> = [
  ['landing', () => '/'],
  ['summary', (name, venue) => playerPath(name, venue)],
  ['games', (name, venue) => playerPath(name, venue, 'games')],
  ['leaderboard', (name, venue) => playerPath(name, venue, 'leaderboard')],
  ['world leaderboard', (name, venue) => playerPath(name, venue, 'world-leaderboard')],
  ['league', (name, venue) => playerPath(name, venue, 'global-league')],
  ['strategy game', () => '/strategy/1'],
  ['laser maze', () => '/maze'],
  ['mini tournament', () => '/mini-tournament'],
  ['demo board', () => '/toc'],
  ['challenges', () => '/challenges'],
];

const OLDER: Array<[string, Path]> = [
  ['lookup', () => '/'],
  ['summary', (name, venue) => classicUrl(name, venue)],
  ['games', (name, venue) => classicUrl(name, venue, 'games')],
  ['leaderboard', (name, venue) => classicUrl(name, venue, 'leaderboard')],
  ['world leaderboard', (name, venue) => classicUrl(name, venue, 'world-leaderboard')],
  ['badges', (name, venue) => classicUrl(name, venue, 'badges')],
  ['strategy game', () => '/strategy/1'],
];

/** One test per page: each opens the page for a seeded player and reads the console. */
function eachPage(pages: Array<[string, Path]>): void {
  for (const [label, path] of pages) {
    test(label, async ({ page, request }) => {
      const { name, venues } = await playerWithVenues(request, { atLeast: 1 });
      const url = path(name, venues[0]?.id ?? 1);
      expect(await consoleOf(page, url), url).toEqual([]);
    });
  }
}

test.describe('the browser console stays silent on the newer UI', { tag: '@phone' }, () => {
  eachPage(NEWER);
});

test.describe('the browser console stays silent on the older UI', { tag: '@phone' }, () => {
  test.beforeEach(({ page }) => useOldUI(page));
  eachPage(OLDER);
});
