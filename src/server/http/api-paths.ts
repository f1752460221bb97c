/** Path prefixes the API answers; everything else is the site. */
export const API_PREFIXES = [
  '/api',
  '/data',
  '/locations',
  '/games',
  '/players',
  '/lastUpdated',
  '/auth',
] as const;

/** True when a request path belongs to the API. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The venue screens' event streams: long-lived, so the load shedder does not count them (they have their own limit). */
export function isEventStreamPath(pathname: string): boolean {
  return /^\/api\/locations\/[^/]+\/events$/.test(pathname);
}
