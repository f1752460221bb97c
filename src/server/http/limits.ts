import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rateLimiter } from 'hono-rate-limiter';
import type { Endpoint } from '../../contract/endpoints';
import type { Config } from '../config';
import type { ApiBindings, AppEnv } from './env';
import { ApiError } from './errors';

/** Largest request body by default: 1 MB. */
export const DEFAULT_MAX_BODY = 1024 * 1024;

// Hono leaves c.env undefined when a request comes without bindings (tests, tools).
const clientKey = (c: Context<AppEnv>) => (c.env as ApiBindings | undefined)?.clientAddress ?? 'unknown';

/**
 * Per-client rate limits for the endpoints that can be abused cheaply (searching, logging in,
 * ingesting), answering 429 with the standard RateLimit headers. Counts live in this process's
 * memory: with several processes each enforces its own share.
 */
export function rateLimitFor(endpoint: Endpoint, config: Config): MiddlewareHandler<AppEnv> | undefined {
  if (!endpoint.throttle) return undefined;
  const limit = config.rateLimits[endpoint.throttle];
  return rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => `${endpoint.throttle}:${clientKey(c)}`,
    handler: () => {
      throw new ApiError(429, 'too_many_requests', 'Too many requests: please wait a minute and try again.');
    },
  });
}

/** The request-size limit of an endpoint that takes a body (413 beyond it). */
export function bodyLimitFor(endpoint: Endpoint): MiddlewareHandler<AppEnv> | undefined {
  if (endpoint.route.method === 'GET') return undefined;
  const maxSize = endpoint.maxBody ?? DEFAULT_MAX_BODY;
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(
        413,
        'payload_too_large',
        `The body is over ${Math.round(maxSize / 1024 / 1024)} MB: send it in parts.`,
      );
    },
  });
}
