/** A venue id with leading zeros in a page's address: the board, the TV screen, a player's pages. */
const PADDED_VENUE_ID = /^(\/leaderboards\/|\/venue\/|\/player\/[^/]+\/location\/)0+(\d+)(?=\/|$)/;

/** A page of a player's area with a slash after it. */
const PLAYER_PAGE_SLASHED = /^(\/player\/[^/]+\/location\/[^/]+\/[^?#]*[^/])\/+$/;

/**
 * The one address of a page asked for by another spelling: a venue id with leading zeros
 * (`/leaderboards/01` is `/leaderboards/1`), or a player's page with a slash after it
 * (`…/games/` is `…/games`: the games page links to its level boards relative to its own address).
 * Undefined when the address is already the page's own. Each spelling was rendered anew and never
 * kept, a page's worth of work per request for anyone who pads the id.
 */
export function canonicalPagePath(pathname: string): string | undefined {
  const padded = PADDED_VENUE_ID.exec(pathname);
  const unpadded = padded ? `${padded[1]}${padded[2]}${pathname.slice(padded[0].length)}` : pathname;
  const unslashed = PLAYER_PAGE_SLASHED.exec(unpadded)?.[1] ?? unpadded;
  return unslashed === pathname ? undefined : unslashed;
}
