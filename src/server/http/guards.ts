import type { Context, MiddlewareHandler } from 'hono';
import { csrfGuard } from '../auth/middleware';
import type { SessionUser } from '../auth/sessions';
import { sameSecret } from '../auth/tokens';
import type { Config } from '../config';
import type { EndpointPolicy } from './endpoint-policy';
import type { AppEnv } from './env';
import { ApiError, forbidden, unauthorized } from './errors';

/** Requires `Authorization: Bearer <INGEST_TOKEN>`; off (403) when no token is configured. */
function tokenGuard(config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!config.ingestToken) {
      throw new ApiError(
        403,
        'forbidden',
        'This operation over HTTP is not enabled: set INGEST_TOKEN on the server.',
      );
    }
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
    if (!token || !sameSecret(token, config.ingestToken))
      throw unauthorized('A valid bearer token is required.');
    await next();
  };
}

/** Requires a logged-in user (401 otherwise). */
const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthorized('Log in first.');
  await next();
};

/** Requires a logged-in admin (401 anonymous, 403 for others). */
const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthorized('Log in first.');
  if (user.role !== 'admin') throw forbidden('Only admins may do this.');
  await next();
};

/**
 * The checks an endpoint runs before its handler, from its access level in the contract: the
 * token, the session or the admin role, then, for every mutation a browser makes, the
 * anti-forgery check. Machine endpoints (bearer token, signed chat interactions) have no cookies
 * to forge, so they skip it.
 */
export function guardsFor(endpoint: EndpointPolicy, config: Config): MiddlewareHandler<AppEnv>[] {
  const guards: MiddlewareHandler<AppEnv>[] = [];
  if (endpoint.access === 'ingest') guards.push(tokenGuard(config));
  if (endpoint.access === 'user') guards.push(requireUser);
  if (endpoint.access === 'admin') guards.push(requireAdmin);
  const machine = endpoint.access === 'ingest' || endpoint.access === 'discord';
  if (endpoint.method !== 'GET' && !machine) guards.push(csrfGuard(config, endpoint.access === 'public'));
  return guards;
}

/** The logged-in user of a request that passed requireUser or requireAdmin. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized('Log in first.');
  return user;
}
