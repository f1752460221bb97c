import { AuthState } from '../../../contract/schemas/auth';
import { maskEmail } from '../../../domain/email';
import { LoginProviders } from '../../auth/providers';
import { defineEndpoint } from '../../http/endpoint';
import { bestVenueOf } from '../../services/best-venue';
import { countHeld } from '../../services/score-reviews';

/** Who is logged in and which logins are configured: what the site's header and account pages show. */
export const authMe = defineEndpoint(
  {
    name: 'authMe',
    method: 'GET',
    path: '/api/auth/me',
    caching: 'private',
    summary:
      "Who is logged in (user with role, claimed player and that player's best venue, masked e-mail; for an admin, how many scores wait for review), and which logins are configured",
    tag: 'Accounts',
    access: 'public',
    response: AuthState,
  },
  ({ config, cached, database }) => {
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
              heldScores: user.role === 'admin' ? await countHeld(database.db) : null,
            }
          : null,
        providers: providers.available(),
      };
    };
  },
);
