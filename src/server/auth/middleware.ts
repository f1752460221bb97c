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
import { sessionUser } from './sessions';
import { randomToken, sameSecret } from './tokens';

/**
 * Puts the logged-in user (or null) on every request, and hands out the anti-forgery cookie to
 * a browser that has none yet.
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
    if (!readCookie(c, XSRF_COOKIE)) writeXsrf(c, randomToken());
    await next();
  };
}

/** The origin mutating requests must come from: the configured public one, else this request's. */
export function expectedOrigin(config: Config, requestUrl: string): string {
  return config.publicOrigin ? new URL(config.publicOrigin).origin : new URL(requestUrl).origin;
}

/**
 * Cross-site request forgery check for a mutating request: the X-XSRF-TOKEN header must equal the
 * XSRF-TOKEN cookie, and the Origin must be this site. Otherwise 403 and nothing happens.
 */
export function csrfGuard(config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = readCookie(c, XSRF_COOKIE) ?? '';
    const header = c.req.header(XSRF_HEADER) ?? '';
    if (cookie === '' || !sameSecret(cookie, header))
      throw forbidden('The anti-forgery token is missing or wrong. Reload the page and try again.');
    const origin = c.req.header('origin');
    if (!origin || origin !== expectedOrigin(config, c.req.url))
      throw forbidden('Requests from other sites are refused.');
    await next();
  };
}
