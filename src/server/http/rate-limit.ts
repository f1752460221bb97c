import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { SharedCounts } from '../services/shared-counts';
import type { VisitorHash } from '../services/visitor-hash';

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
 * Counts each client's requests in a fixed window and says whether one more is allowed. One
 * limiter serves every endpoint of its kind (all the searches, say). On PGlite (one process) the
 * counts are rate-limiter-flexible's memory store, which forgets a client when its window ends;
 * with `shared` (PostgreSQL) its PostgreSQL store (the rate_limits table, a client kept by a keyed
 * hash, never its address), so a client has one allowance whichever process or machine answers.
 * There a client far over its limit is refused from memory for the rest of the window (a flood
 * costs no writes), and while the database is away each process counts on its own.
 */
export class RateLimiter {
  readonly #store: RateLimiterAbstract;
  readonly #hash: (() => Promise<VisitorHash>) | undefined;

  constructor(
    readonly limit: number,
    readonly windowMs = RATE_WINDOW_MS,
    shared?: SharedCounts & { kind: string },
  ) {
    const duration = Math.ceil(windowMs / 1000);
    const memory = new RateLimiterMemory({ points: limit, duration });
    this.#hash = shared?.hash;
    this.#store = shared
      ? new RateLimiterPostgres({
          storeClient: shared.pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          // Made by the migrations, not at run time.
          tableCreated: true,
          clearExpiredByTimeout: true,
          keyPrefix: shared.kind,
          points: limit,
          duration,
          inMemoryBlockOnConsumed: limit * 2,
          inMemoryBlockDuration: duration,
          insuranceLimiter: memory,
        })
      : memory;
  }

  /** Counts a request of `client` and judges it. */
  async hit(client: string): Promise<RateVerdict> {
    const key = this.#hash ? (await this.#hash())(client) : client;
    try {
      return this.#verdict(await this.#store.consume(key), true);
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
