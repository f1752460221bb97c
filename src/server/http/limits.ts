import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from '../config';
import type { SharedCounts } from '../services/shared-counts';
import type { EndpointPolicy } from './endpoint-policy';
import type { ApiBindings, AppEnv } from './env';
import { ApiError } from './errors';
import { RateLimiter, rateLimitHeaders, TOO_MANY_REQUESTS } from './rate-limit';

/** Largest request body by default: 1 MB. */
const DEFAULT_MAX_BODY = 1024 * 1024;

/** The kinds of rate limit an endpoint may have (see Endpoint.throttle). */
type Throttle = NonNullable<EndpointPolicy['throttle']>;

/** One limiter per kind, shared by every endpoint of that kind. */
type RateLimiters = Record<Throttle, RateLimiter>;

/** The configured per-client limits (requests per minute), counted in PostgreSQL when `shared`. */
export function rateLimiters(config: Config, shared?: SharedCounts): RateLimiters {
  const { search, login, ingest, render } = config.rateLimits;
  const limiter = (kind: Throttle, limit: number) =>
    new RateLimiter(limit, undefined, shared && { ...shared, kind });
  return {
    search: limiter('search', search),
    login: limiter('login', login),
    ingest: limiter('ingest', ingest),
    render: limiter('render', render),
  };
}

/** The refusal of a client over its limit. */
const tooManyRequests = () => new ApiError(429, 'too_many_requests', TOO_MANY_REQUESTS);

/** The client's address, as the request path gave it. Hono leaves c.env undefined without bindings (tests, tools). */
export const clientKey = (c: Context<AppEnv>) =>
  (c.env as ApiBindings | undefined)?.clientAddress ?? 'unknown';

/**
 * Per-client rate limits for the endpoints that can be abused cheaply (searching, logging in,
 * ingesting) or that cost a render (share cards), answering 429 with the standard RateLimit
 * headers.
 */
export function rateLimitFor(
  endpoint: EndpointPolicy,
  limiters: RateLimiters,
): MiddlewareHandler<AppEnv> | undefined {
  if (!endpoint.throttle) return undefined;
  const limiter = limiters[endpoint.throttle];
  return async (c, next) => {
    const verdict = await limiter.hit(clientKey(c));
    for (const [name, value] of rateLimitHeaders(verdict)) c.header(name, value);
    if (!verdict.allowed) throw tooManyRequests();
    await next();
  };
}

/** The request-size limit of an endpoint that takes a body (413 beyond it). */
export function bodyLimitFor(endpoint: EndpointPolicy): MiddlewareHandler<AppEnv> | undefined {
  if (endpoint.method === 'GET') return undefined;
  const maxSize = endpoint.maxBody ?? DEFAULT_MAX_BODY;
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(
        413,
        'payload_too_large',
        `The body is over ${Math.round(maxSize / 1024 / 1024)} MB: send it in parts.`,
      );
    },
  });
  // A write with no body (a visit) has nothing to measure: its request is not materialised.
  return (c, next) => (c.req.header('content-length') === '0' ? next() : limit(c, next));
}
