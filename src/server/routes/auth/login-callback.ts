import { CallbackQuery } from '../../../contract/schemas/auth';
import { Provider } from '../../../contract/schemas/params';
import {
  clearCookie,
  LOGIN_COOKIE,
  readCookie,
  SESSION_COOKIE,
  writeCookie,
  XSRF_COOKIE,
} from '../../auth/cookies';
import { takeLoginRequest } from '../../auth/login-requests';
import { LoginError, LoginProviders } from '../../auth/providers';
import { createSession, endSession } from '../../auth/sessions';
import { randomToken, sameSecret } from '../../auth/tokens';
import { findOrCreateUser } from '../../auth/users';
import { defineEndpoint } from '../../http/endpoint';
import { badRequest } from '../../http/errors';

/** The provider's return: a new session from the login that started in this browser, then back to the page. */
export const loginCallback = defineEndpoint(
  {
    name: 'loginCallback',
    method: 'GET',
    path: '/auth/{provider}/callback',
    caching: 'private',
    throttle: 'login',
    summary:
      "The provider's return: checks state, PKCE (and Google's nonce), starts a new session, goes back",
    description:
      'Answers 302 to the page the login started from: with a new session cookie (HttpOnly) and the XSRF-TOKEN cookie when the login succeeded, without them when the user declined (error).',
    tag: 'Accounts',
    access: 'public',
    dependsOn: 'a login started in this browser by GET /auth/{provider} (its short-lived login cookie)',
    params: Provider,
    query: CallbackQuery,
    produces: 'redirect',
    errors: { 400: 'The state, code or PKCE check failed, or the login was replayed' },
  },
  ({ database, config, now }) => {
    const db = database.db;
    const providers = new LoginProviders(config);
    return async ({ params, query }, c) => {
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
    };
  },
);
