/** Screens of the player area (newer UI). */
export const PLAYER_SCREENS = [
  'summary',
  'games',
  'leaderboard',
  'world-leaderboard',
  'global-league',
] as const;
export type PlayerScreen = (typeof PLAYER_SCREENS)[number];

/** The screen a newer player page's path shows ('/player/{name}/location/{id}/{screen}'), else undefined. */
export function playerScreenOfPath(rawPathname: string): PlayerScreen | undefined {
  const segment = /^\/player\/[^/]+\/location\/\d+\/([a-z-]+)\/?$/.exec(rawPathname)?.[1];
  return PLAYER_SCREENS.find((screen) => screen === segment);
}

/** The path of a player's screen at a venue; the name is URI-encoded once. */
export function playerPath(playerName: string, locationId: number, screen: PlayerScreen = 'summary'): string {
  return `/player/${encodeURIComponent(playerName)}/location/${locationId}/${screen}`;
}

/**
 * A path segment as it was before encodeURIComponent: decoded exactly once, or undefined when it
 * holds a malformed escape ('%' not followed by two hex digits of UTF-8). The one decoding every
 * reader of a name in an address uses (the API's params, the pages, the islands): decoding again,
 * as routers that decode until nothing changes do, turns 'Mate%256F40' into 'Mateo40', another
 * player.
 */
export function decodePathSegment(segment: string): string | undefined {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The player name of a /player/{name}/location/... path as the browser sent it (still encoded:
 * a request's URL, or location.pathname), decoded once; '' when there is none or it is malformed.
 */
export function playerNameOfPath(rawPathname: string): string {
  const match = /^\/player\/([^/]+)\//.exec(rawPathname);
  return (match && decodePathSegment(match[1] ?? '')) ?? '';
}

/** The start page with a player's search made and their venues offered (as Switch Location opens it). */
export function playerSearchPath(playerName: string): string {
  return `/?switch=${encodeURIComponent(playerName)}`;
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
