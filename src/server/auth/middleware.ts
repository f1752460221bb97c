import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { forbidden } from '../http/errors';
import {
  clearCookie,
  fixedCookieWriter,
  readCookie,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './cookies';
import { isSameOriginRequest } from './same-origin';
import { sessionUser } from './sessions';
import { randomToken, sameSecret } from './tokens';

/**
 * Puts the logged-in user (or null) on every request, and hands a logged-in user without one the
 * anti-forgery cookie (login sets it; a session from before it did gets it here). Anonymous
 * visitors get no cookie: a public read must stay shareable by caches, and their one write (a
 * visit) is checked by origin instead (see csrfGuard).
 */
export function sessionMiddleware(db: Db, config: Config, now: () => Date): MiddlewareHandler<AppEnv> {
  const writeXsrf = fixedCookieWriter(config, XSRF_COOKIE, false);
  return async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    const id = readCookie(c, SESSION_COOKIE);
    if (id) {
      const user = await sessionUser(db, config, id, now());
      if (user) {
        c.set('user', user);
        c.set('sessionId', id);
      } else {
        clearCookie(c, config, SESSION_COOKIE);
      }
    }
    if (c.get('user') && !readCookie(c, XSRF_COOKIE)) writeXsrf(c, randomToken());
    await next();
  };
}

/** The origin mutating requests must come from: the configured public one, else this request's. */
export function expectedOrigin(config: Config, requestUrl: string): string {
  return config.publicOrigin ? new URL(config.publicOrigin).origin : new URL(requestUrl).origin;
}

/**
 * A change from another site is refused (403): it must name this site as its Origin (every browser
 * sends one with a change), and Sec-Fetch-Site must agree where the browser sends it.
 */
function requireSameOrigin(c: Parameters<MiddlewareHandler<AppEnv>>[0], config: Config): void {
  const expected = expectedOrigin(config, c.req.url);
  const origin = c.req.header('origin');
  const secFetchSite = c.req.header('sec-fetch-site');
  if (origin !== expected || !isSameOriginRequest({ secFetchSite, origin }, expected))
    throw forbidden('Requests from other sites are refused.');
}

/**
 * Cross-site request forgery check for a mutating request: it must come from this site (Origin,
 * and Sec-Fetch-Site where sent) and, for a logged-in user's change, echo the XSRF-TOKEN cookie in
 * the X-XSRF-TOKEN header. Otherwise 403 and nothing happens. `anonymous` writes (a visit, which
 * changes nothing but a count) have no token to echo: visitors get no cookie.
 */
export function csrfGuard(config: Config, anonymous = false): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!anonymous) {
      const cookie = readCookie(c, XSRF_COOKIE) ?? '';
      const header = c.req.header(XSRF_HEADER) ?? '';
      if (cookie === '' || !sameSecret(cookie, header))
        throw forbidden('The anti-forgery token is missing or wrong. Reload the page and try again.');
    }
    requireSameOrigin(c, config);
    await next();
  };
}
