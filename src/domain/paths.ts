/** Screens of the player area (newer UI). */
export type PlayerScreen = 'summary' | 'games' | 'leaderboard' | 'world-leaderboard' | 'global-league';

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

/** A /player/{name}/... path with the name spelled as the player's own (as playerPath encodes it). */
export function ownPlayerPath(rawPathname: string, playerName: string): string {
  return rawPathname.replace(/^\/player\/[^/]+\//, `/player/${encodeURIComponent(playerName)}/`);
}

/** The venue id of a /player/{name}/location/{id}/... path; undefined when there is none. */
export function locationIdOfPath(rawPathname: string): number | undefined {
  const match = /^\/player\/[^/]+\/location\/([1-9]\d{0,8})(?:\/|$)/.exec(rawPathname);
  return match ? Number(match[1]) : undefined;
}

/** The path of a venue's public board. */
export function publicBoardPath(venueId: number): string {
  return `/leaderboards/${venueId}`;
}

/** The path of a venue's TV screen. */
export function venueScreenPath(venueId: number): string {
  return `/venue/${venueId}/screen`;
}
