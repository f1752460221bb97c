/** A rate limit's window: limits are per client per minute. */
export const RATE_WINDOW_MS = 60_000;

/** One request's standing against its client's limit. */
export interface RateVerdict {
  allowed: boolean;
  limit: number;
  /** Requests the client has left in this window. */
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

interface Window {
  hits: number;
  endsAt: number;
}

/**
 * Counts each client's requests in a fixed window (the first request opens it) and says whether
 * one more is allowed. Counts live in this process's memory: with several processes each enforces
 * its own share. One limiter serves every endpoint of its kind (all the searches, say).
 */
export class RateLimiter {
  private windows = new Map<string, Window>();
  private nextSweep: number;

  constructor(
    readonly limit: number,
    readonly windowMs = RATE_WINDOW_MS,
    private readonly clock: () => number = Date.now,
  ) {
    this.nextSweep = clock() + windowMs;
  }

  /** Counts a request of `client` and judges it. */
  hit(client: string): RateVerdict {
    const now = this.clock();
    if (now >= this.nextSweep) this.sweep(now);
    let window = this.windows.get(client);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + this.windowMs };
      this.windows.set(client, window);
    }
    window.hits++;
    return {
      allowed: window.hits <= this.limit,
      limit: this.limit,
      remaining: Math.max(0, this.limit - window.hits),
      resetSeconds: Math.max(0, Math.ceil((window.endsAt - now) / 1000)),
    };
  }

  // Clients that stopped asking are forgotten once their window is over: no unbounded growth.
  private sweep(now: number): void {
    for (const [client, window] of this.windows) if (window.endsAt <= now) this.windows.delete(client);
    this.nextSweep = now + this.windowMs;
  }

  /** Clients with an open window (for tests). */
  get size(): number {
    return this.windows.size;
  }
}

/**
 * The standard RateLimit headers (IETF draft 7) of a verdict, as [name, value] pairs; a refused
 * request also gets Retry-After.
 */
export function rateLimitHeaders(verdict: RateVerdict, windowMs = RATE_WINDOW_MS): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['RateLimit-Policy', `${verdict.limit};w=${Math.ceil(windowMs / 1000)}`],
    ['RateLimit', `limit=${verdict.limit}, remaining=${verdict.remaining}, reset=${verdict.resetSeconds}`],
  ];
  if (!verdict.allowed) headers.push(['Retry-After', String(verdict.resetSeconds)]);
  return headers;
}

/** The 429 refusal every limited endpoint answers. */
export const TOO_MANY_REQUESTS = 'Too many requests: please wait a minute and try again.';
