/** Path prefixes the API answers; everything else is the site. */
const API_PREFIXES = ['/api', '/data', '/locations', '/games', '/players', '/lastUpdated', '/auth'] as const;

/** True when a request path belongs to the API. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
