import { AuthState } from '../../../contract/schemas/auth';
import { maskEmail } from '../../../domain/email';
import { LoginProviders } from '../../auth/providers';
import { isDatabaseUnavailable } from '../../db/errors';
import { defineEndpoint } from '../../http/endpoint';
import type { CachedReads } from '../../services/cached-reads';
import { isNotFound } from '../../services/errors';

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

/** Who is logged in and which logins are configured: what the site's header and account pages show. */
export const authMe = defineEndpoint(
  {
    name: 'authMe',
    method: 'GET',
    path: '/api/auth/me',
    caching: 'private',
    summary:
      "Who is logged in (user with role, claimed player and that player's best venue, masked e-mail), and which logins are configured",
    tag: 'Accounts',
    access: 'public',
    response: AuthState,
  },
  ({ config, cached }) => {
    const providers = new LoginProviders(config);
    return async (_input, c) => {
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
    };
  },
);
