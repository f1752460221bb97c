import { ReturnToQuery } from '../../../contract/schemas/auth';
import { Provider } from '../../../contract/schemas/params';
import { safeReturnPath } from '../../../domain/return-path';
import { LOGIN_COOKIE, writeCookie } from '../../auth/cookies';
import { saveLoginRequest } from '../../auth/login-requests';
import { expectedOrigin } from '../../auth/middleware';
import { LoginError, LoginProviders } from '../../auth/providers';
import { defineEndpoint } from '../../http/endpoint';
import { ApiError } from '../../http/errors';

/** How long a login may take at the provider before its state expires. */
const LOGIN_TTL_MS = 10 * 60_000;

/** The start of a login: the browser goes on to Google's or Discord's consent page. */
export const login = defineEndpoint(
  {
    name: 'login',
    method: 'GET',
    path: '/auth/{provider}',
    caching: 'private',
    throttle: 'login',
    summary:
      'Starts a login with Google (OpenID Connect) or Discord (OAuth 2.0), with PKCE and a single-use state',
    description:
      "Answers 302 to the provider's authorization page, and sets the login's state cookie (HttpOnly, ten minutes) that binds the callback to this browser.",
    tag: 'Accounts',
    access: 'public',
    params: Provider,
    query: ReturnToQuery,
    produces: 'redirect',
    errors: {
      400: 'Unknown provider, or returnTo over 2000 characters',
      404: 'That login is not configured',
      503: 'The provider is unreachable, the server is busy or its database unavailable',
    },
  },
  ({ database, config, now }) => {
    const providers = new LoginProviders(config);
    return async ({ params, query }, c) => {
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
      await saveLoginRequest(database.db, start.state, {
        provider: params.provider,
        codeVerifier: start.codeVerifier,
        nonce: start.nonce,
        returnTo: safeReturnPath(query.returnTo),
        expiresAt: new Date(now().getTime() + LOGIN_TTL_MS),
      });
      // The state is bound to this browser: the callback must come back with the same cookie.
      writeCookie(c, config, LOGIN_COOKIE, start.state, LOGIN_TTL_MS);
      return c.redirect(start.url.href, 302);
    };
  },
);
