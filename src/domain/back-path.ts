import { type PlayerScreen, playerNameOfPath, playerPath } from './paths';

/**
 * Where the shell's Back and Switch Location lead. Kept apart from paths.ts, which most islands
 * import: only the shell needs these.
 */

const PLAYER_SCREENS: readonly PlayerScreen[] = [
  'summary',
  'games',
  'leaderboard',
  'world-leaderboard',
  'global-league',
];

/** The screen a newer player page's path shows ('/player/{name}/location/{id}/{screen}'), else undefined. */
export function playerScreenOfPath(rawPathname: string): PlayerScreen | undefined {
  const segment = /^\/player\/[^/]+\/location\/\d+\/([a-z-]+)\/?$/.exec(rawPathname)?.[1];
  return PLAYER_SCREENS.find((screen) => screen === segment);
}

/**
 * The start page with a player's search made and their venues offered (as Switch Location opens
 * it); `currentLocationId`, the venue being left, is marked in the choice.
 */
export function playerSearchPath(playerName: string, currentLocationId?: number): string {
  const at = currentLocationId === undefined ? '' : `&at=${currentLocationId}`;
  return `/?switch=${encodeURIComponent(playerName)}${at}`;
}

/**
 * Where Back leads from a page when the visitor has no page of this site to go back to (a shared
 * link, a new tab): from the world board, the venue's board; from the player's other screens,
 * the player's search; from anything else, the start page.
 */
export function backFallbackPath(rawPathname: string): string {
  const screen = playerScreenOfPath(rawPathname);
  const name = playerNameOfPath(rawPathname);
  const locationId = Number(/\/location\/(\d+)\//.exec(rawPathname)?.[1]);
  if (!screen || !name) return '/';
  return screen === 'world-leaderboard'
    ? playerPath(name, locationId, 'leaderboard')
    : playerSearchPath(name);
}

/**
 * Whether going back in the browser's history stays on this site: there is an entry to go back
 * to, and this page was reached from a page of the site (`referrer`, as document.referrer).
 */
export function canGoBackInSite(historyLength: number, referrer: string, origin: string): boolean {
  return historyLength > 1 && (referrer === origin || referrer.startsWith(`${origin}/`));
}
