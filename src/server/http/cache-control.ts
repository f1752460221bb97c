/**
 * A public read may be kept by the browser and by shared caches (a CDN in front of several server
 * processes) for a minute, then served stale for up to ten while it is revalidated by its ETag.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=600';
/** An answer that depends on who asks, or must reach the server. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
