/** A venue id with leading zeros in a page's address: the board, the TV screen, a player's pages. */
const PADDED_VENUE_ID = /^(\/leaderboards\/|\/venue\/|\/player\/[^/]+\/location\/)0+(\d+)(?=\/|$)/;

/**
 * The one address of a page whose address names its venue with leading zeros (`/leaderboards/01`
 * is `/leaderboards/1`); undefined when the address is already the page's own. Each spelling was
 * rendered anew and never kept, a page's worth of work per request for anyone who pads the id.
 */
export function canonicalPagePath(pathname: string): string | undefined {
  const padded = PADDED_VENUE_ID.exec(pathname);
  if (!padded) return undefined;
  return `${padded[1]}${padded[2]}${pathname.slice(padded[0].length)}`;
}
