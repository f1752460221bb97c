/** HTTP methods the API uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint. */
export type Access = 'public' | 'user' | 'admin' | 'ingest' | 'discord';

/**
 * Who may keep an answer: 'shared' (a public read: browsers and shared caches such as a CDN, for a
 * minute, then revalidated by ETag), 'private' (depends on who asks, or must reach the server:
 * nobody keeps it), 'none' (a write).
 */
export type Caching = 'none' | 'shared' | 'private';

/** The per-client rate limits (requests per minute, from configuration). */
export type Throttle = 'search' | 'login' | 'ingest' | 'render';

/**
 * For a write, the only answers the server reuses (its read cache) that it can change ('nothing
 * shared': only its own user's, which nobody reuses); without it, a write makes the server forget
 * every reused answer.
 */
export type Changes = 'daily stats' | 'nothing shared';

/** What the checks every request passes before its handler read of an endpoint. */
export interface EndpointPolicy {
  method: Method;
  access: Access;
  throttle?: Throttle | undefined;
  /** Largest request body, bytes (default 1 MB). */
  maxBody?: number | undefined;
  changes?: Changes | undefined;
}
