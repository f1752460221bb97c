import { clientAddressOf } from '../../domain/client-address';
import { RateLimiter, rateLimitHeaders } from '../http/rate-limit';
import type { SharedCounts } from '../services/shared-counts';

/** What a page that would have rendered for a client over its budget says instead. */
const TOO_MANY_PAGES = 'Too many pages at once: please wait a minute and try again.';

/**
 * Each client's page renders a minute (RATE_LIMIT_RENDER): a page kept for the data version costs
 * nothing and is never counted; one that must be rendered (a player's page not yet asked for, an
 * unknown name's 404, a level board) costs 20-150 ms of the server's thread, so one client asking
 * for page after page of new names could take the server for itself.
 */
export class RenderBudget {
  readonly #limiter: RateLimiter;

  constructor(
    perMinute: number,
    private readonly trustedProxies: number,
    shared?: SharedCounts,
  ) {
    this.#limiter = new RateLimiter(perMinute, undefined, shared && { ...shared, kind: 'pages' });
  }

  /** Counts a render for the request's client; a Response (429) when it is over its budget. */
  async spend(request: Request, socketAddress: string): Promise<Response | undefined> {
    const client = clientAddressOf(
      socketAddress,
      request.headers.get('x-forwarded-for') ?? undefined,
      this.trustedProxies,
    );
    const verdict = await this.#limiter.hit(client);
    if (verdict.allowed) return undefined;
    const body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Too many pages</title><p>${TOO_MANY_PAGES}</p>`;
    return new Response(body, {
      status: 429,
      headers: [
        ['Content-Type', 'text/html; charset=utf-8'],
        ['Cache-Control', 'no-store'],
        ...rateLimitHeaders(verdict),
      ],
    });
  }
}
