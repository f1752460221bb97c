import { rmSync } from 'node:fs';
import { type OwnServer, startOwnServer } from './own-server';

// E2E_PORT lets two checkouts run their suites side by side.
export const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATA = `data/e2e-${PORT}`;
// Local stand-ins for Google and Discord (tests/support/oauth-mocks.ts).
export const GOOGLE_PORT = PORT + 10;
export const DISCORD_PORT = PORT + 11;

/** Identities the mock providers log in, and which of them is an admin. */
export const E2E_LOGINS = { admin: 'ada.admin@example.com', discordUser: 'nelly.player@example.com' };
/** The chat application and operator settings of the end-to-end server. */
export const E2E_OPS = { rolesChannel: '900000000000000001', ingestToken: 'e2e-ingest-token' };
/** The demo chain the end-to-end server seeds into its own, fresh database. */
export const E2E_DEMO = { DEMO_SEED: '11', DEMO_PLAYERS: '300', DEMO_LOCATIONS: '4', DEMO_DAYS: '3' };

/**
 * The suite's server: the production build as `npm start` starts it, on a database of its own that
 * starts empty and seeds itself.
 */
export function startSuiteServer(): Promise<OwnServer> {
  rmSync(DATA, { recursive: true, force: true });
  return startOwnServer(
    PORT,
    {
      PGLITE_DIR: `${DATA}/pglite`,
      DATABASE_URL: '',
      // Tests that move boards jump players far past level tops, which would be held for review:
      // held scores are the API's and the review panel's tests (score-reviews.test.ts,
      // tests/islands/admin-score-reviews.test.tsx).
      HOLD_IMPLAUSIBLE_SCORES: 'false',
      // Every test browses from 127.0.0.1, both projects at once: one client to the limiter.
      // The limits themselves are tested on the API (tests/api/limits.test.ts).
      RATE_LIMIT_SEARCH: '1000',
      RATE_LIMIT_RENDER: '100000',
      // One proxy in front, as in production behind a load balancer: a test that needs a
      // visitor of its own sends X-Forwarded-For (the rest are all 127.0.0.1).
      TRUST_PROXY: '1',
      // The tests of the page cache read whether a page was kept (off in production).
      CACHE_STATUS_HEADER: 'true',
      ADMIN_EMAILS: E2E_LOGINS.admin,
      INGEST_TOKEN: E2E_OPS.ingestToken,
      DISCORD_ROLES_CHANNEL_ID: E2E_OPS.rolesChannel,
      // The public half of tests/support/discord-signing.ts's E2E_DISCORD_KEYS.
      DISCORD_PUBLIC_KEY: '1b3cdea477864345a54e4fbcb7cb87b144059f19db20cf8145c929b865f0af6f',
      GOOGLE_CLIENT_ID: 'arcade-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: `http://127.0.0.1:${GOOGLE_PORT}`,
      DISCORD_CLIENT_ID: 'arcade-discord',
      DISCORD_CLIENT_SECRET: 'discord-secret',
      DISCORD_AUTHORIZE_URL: `http://127.0.0.1:${DISCORD_PORT}/authorize`,
      DISCORD_TOKEN_URL: `http://127.0.0.1:${DISCORD_PORT}/token`,
      DISCORD_USER_URL: `http://127.0.0.1:${DISCORD_PORT}/userinfo`,
      ...E2E_DEMO,
    },
    240,
  );
}
