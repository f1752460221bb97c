import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** A rate limit's window: limits are per client per minute. */
const RATE_WINDOW_MS = 60_000;

/** One request's standing against its client's limit. */
interface RateVerdict {
  allowed: boolean;
  limit: number;
  /** Requests the client has left in this window. */
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

/**
 * Counts each client's requests in a fixed window (rate-limiter-flexible's memory store, which
 * forgets a client when its window ends) and says whether one more is allowed. One limiter serves
 * every endpoint of its kind (all the searches, say). Counts live in this process: with several
 * processes each enforces its own share (docs/decisions.md says why not the database).
 */
export class RateLimiter {
  readonly #store: RateLimiterMemory;

  constructor(
    readonly limit: number,
    readonly windowMs = RATE_WINDOW_MS,
  ) {
    this.#store = new RateLimiterMemory({ points: limit, duration: Math.ceil(windowMs / 1000) });
  }

  /** Counts a request of `client` and judges it. */
  async hit(client: string): Promise<RateVerdict> {
    try {
      return this.#verdict(await this.#store.consume(client), true);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return this.#verdict(refusal, false);
      throw refusal;
    }
  }

  #verdict(res: RateLimiterRes, allowed: boolean): RateVerdict {
    return {
      allowed,
      limit: this.limit,
      remaining: Math.max(0, res.remainingPoints),
      resetSeconds: Math.max(0, Math.ceil(res.msBeforeNext / 1000)),
    };
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
