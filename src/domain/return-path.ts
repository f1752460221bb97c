/**
 * Where a login or logout may send the browser back to: a page of this site, and nothing else.
 *
 * The value is normalised first, exactly as the browser will resolve the Location header (dot
 * segments, '%2e' dots and escapes folded by WHATWG URL parsing), and only the normalised form is
 * checked and answered. Checking the raw text and redirecting to its normalised form let
 * '/.//evil.example' through as '//evil.example', which browsers read as another site.
 */

/** Screens of a player's area, the last segment of /player/{name}/location/{id}/{screen}. */
const PLAYER_SCREENS = 'summary|games|leaderboard|world-leaderboard|global-league';
// A path segment as URL parsing leaves it: no '/', '\', '?' or '#' (those are escaped or split off).
const SEGMENT = '[^/\\\\?#]+';

/** The pages of this site (src/pages), as patterns of their normalised paths. */
const SITE_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/(?:admin|admin\/challenges|challenges|maze|mini-tournament|toc|league|leaderboards|friends)\/?$/,
  /^\/leaderboards\/\d{1,10}\/?$/,
  /^\/venue\/\d{1,10}\/screen\/?$/,
  /^\/admin\/challenges\/\d{1,10}\/?$/,
  /^\/strategy\/\d{1,4}\/?$/,
  new RegExp(`^/player/${SEGMENT}/location/\\d{1,10}/(?:${PLAYER_SCREENS})/?$`),
  new RegExp(`^/player/${SEGMENT}/location/\\d{1,10}/level/\\d{1,10}/\\d{1,2}/?$`),
];

// Parsed against a placeholder origin: only what stays on it is a path of this site.
const PLACEHOLDER = 'http://same.origin.invalid';
const MAX_LENGTH = 2000;

/** True when a normalised path is one of the site's pages. */
export function isSitePage(pathname: string): boolean {
  return SITE_PAGES.some((page) => page.test(pathname));
}

/**
 * The normalised same-origin path of a page of this site to return to, or '/' for anything else
 * (another origin, a protocol-relative '//host', backslashes, control characters, an API path).
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > MAX_LENGTH) return '/';
  // Browsers read '\' as '/' and drop tabs and newlines inside URLs: neither has a place here.
  if (/\p{Cc}|\\/u.test(value) || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== PLACEHOLDER || !path.startsWith('/') || path.startsWith('//')) return '/';
  return isSitePage(url.pathname) ? path : '/';
}
