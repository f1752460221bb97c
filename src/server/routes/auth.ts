import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { maskEmail } from '../../domain/email';
import { safeReturnPath } from '../../domain/return-path';
import {
  clearCookie,
  LOGIN_COOKIE,
  readCookie,
  SESSION_COOKIE,
  writeCookie,
  XSRF_COOKIE,
} from '../auth/cookies';
import { saveLoginRequest, takeLoginRequest } from '../auth/login-requests';
import { LOGOUT_PAGE_POLICY, logoutConfirmPage } from '../auth/logout-page';
import { expectedOrigin } from '../auth/middleware';
import { LoginError, LoginProviders } from '../auth/providers';
import { isSameOriginRequest } from '../auth/same-origin';
import { createSession, endSession } from '../auth/sessions';
import { randomToken, sameSecret } from '../auth/tokens';
import { findOrCreateUser } from '../auth/users';
import { isDatabaseUnavailable } from '../db/errors';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { ApiError, badRequest } from '../http/errors';
import { mount } from '../http/mount';
import type { CachedReads } from '../services/cached-reads';
import { isNotFound } from '../services/errors';

/** How long a login may take at the provider before its state expires. */
const LOGIN_TTL_MS = 10 * 60_000;

/**
 * The claimed player's venue with their highest total (their own summary there), or null when they
 * have none now: the rest of who is logged in still answers while the database is away.
 */
async function bestVenueOf(cached: CachedReads, playerName: string): Promise<number | null> {
  try {
    return (await cached.playerVenues(playerName)).venues[0]?.id ?? null;
  } catch (error) {
    if (isNotFound(error) || isDatabaseUnavailable(error)) return null;
    throw error;
  }
}

/** Login with Google and Discord, logout, and who is logged in. */
export function authRoutes({ database, config, now, cached }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = database.db;
  const providers = new LoginProviders(config);

  mount(app, endpoints.authMe, async (_input, c) => {
    const user = c.get('user');
    return {
      isAuthenticated: user !== null,
      user: user
        ? {
            id: user.id,
            role: user.role,
            playerName: user.playerName,
            playerLocationId: user.playerName ? await bestVenueOf(cached, user.playerName) : null,
            email: maskEmail(user.email),
            displayName: user.displayName,
          }
        : null,
      providers: providers.available(),
    };
  });

  // Before /auth/{provider}, which would otherwise take 'logout' for a provider.
  mount(app, endpoints.logout, async ({ query }, c) => {
    const returnTo = safeReturnPath(query.returnTo);
    // A GET (links and images on any site can send one): only this site's own pages log out.
    const sameOrigin = isSameOriginRequest(
      {
        secFetchSite: c.req.header('sec-fetch-site'),
        origin: c.req.header('origin'),
        referer: c.req.header('referer'),
      },
      expectedOrigin(config, c.req.url),
    );
    if (!sameOrigin) {
      return c.html(logoutConfirmPage(config.siteName, returnTo), 200, {
        'Cache-Control': 'no-store',
        'Content-Security-Policy': LOGOUT_PAGE_POLICY,
      });
    }
    const id = readCookie(c, SESSION_COOKIE);
    if (id) await endSession(db, id);
    clearCookie(c, config, SESSION_COOKIE);
    return c.redirect(returnTo, 302);
  });
  mount(app, endpoints.login, async ({ params, query }, c) => {
    if (!providers.available()[params.provider]) {
      throw new ApiError(
        404,
        'not_configured',
        `${params.provider === 'google' ? 'Google' : 'Discord'} login is not configured.`,
      );
    }
    const callback = `${expectedOrigin(config, c.req.url)}/auth/${params.provider}/callback`;
    let start: Awaited<ReturnType<LoginProviders['start']>>;
    try {
      start = await providers.start(params.provider, callback);
    } catch (error) {
      if (error instanceof LoginError) throw new ApiError(503, 'unavailable', error.message);
      throw error;
    }
    await saveLoginRequest(db, start.state, {
      provider: params.provider,
      codeVerifier: start.codeVerifier,
      nonce: start.nonce,
      returnTo: safeReturnPath(query.returnTo),
      expiresAt: new Date(now().getTime() + LOGIN_TTL_MS),
    });
    // The state is bound to this browser: the callback must come back with the same cookie.
    writeCookie(c, config, LOGIN_COOKIE, start.state, LOGIN_TTL_MS);
    return c.redirect(start.url.href, 302);
  });

  mount(app, endpoints.loginCallback, async ({ params, query }, c) => {
    const state = query.state ?? '';
    const bound = readCookie(c, LOGIN_COOKIE) ?? '';
    clearCookie(c, config, LOGIN_COOKIE);
    if (!state || !bound || !sameSecret(state, bound))
      throw badRequest('This login did not start in this browser. Please log in again.');
    // Single use: the pending login is taken out before anything else, so a replay finds nothing.
    const pending = await takeLoginRequest(db, state);
    if (!pending || pending.provider !== params.provider || pending.expiresAt.getTime() < now().getTime()) {
      throw badRequest('This login has expired or was used already. Please log in again.');
    }
    if (query.error) return c.redirect(pending.returnTo, 302);
    let profile: Awaited<ReturnType<LoginProviders['finish']>>;
    try {
      profile = await providers.finish(params.provider, new URL(c.req.url), {
        state,
        codeVerifier: pending.codeVerifier,
        nonce: pending.nonce,
      });
    } catch (error) {
      if (error instanceof LoginError) throw badRequest(error.message);
      throw error;
    }
    const userId = await findOrCreateUser(db, config, profile, now());
    // A new session id at every login, the old one ended: no session fixation.
    const previous = readCookie(c, SESSION_COOKIE);
    if (previous) await endSession(db, previous);
    const sessionId = await createSession(db, config, userId, now());
    writeCookie(c, config, SESSION_COOKIE, sessionId, config.sessions.maxMs);
    // The anti-forgery token, which a logged-in user's changes echo (see csrfGuard).
    writeCookie(c, config, XSRF_COOKIE, randomToken(), undefined, false);
    return c.redirect(pending.returnTo, 302);
  });

  return app;
}
