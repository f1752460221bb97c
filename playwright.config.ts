import { readdirSync } from 'node:fs';
import { defineConfig, devices, type Project } from '@playwright/test';
import { Random } from './src/domain/random';
import { serverCommand } from './tests/support/server-command';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATA = `data/e2e-${PORT}`;
// Local stand-ins for Google and Discord (tests/support/oauth-mocks.ts).
const GOOGLE_PORT = PORT + 10;
const DISCORD_PORT = PORT + 11;

/** Identities the mock providers log in, and which of them is an admin. */
export const E2E_LOGINS = { admin: 'ada.admin@example.com', discordUser: 'nelly.player@example.com' };
/** The chat application and operator settings of the end-to-end server. */
export const E2E_OPS = { rolesChannel: '900000000000000001', ingestToken: 'e2e-ingest-token' };
const CI = Boolean(process.env.CI);

/** The demo chain the end-to-end server seeds into its own, fresh database. */
export const E2E_DEMO = { DEMO_SEED: '11', DEMO_PLAYERS: '300', DEMO_LOCATIONS: '4', DEMO_DAYS: '3' };

// Debian's Chromium, never a downloaded browser: its headless shell (the same engine, without the
// full browser's window, GPU process and background services: half the processor time per test,
// measured on 23 tests, 134 s against 65 s of test time). E2E_CHROMIUM names another build, e.g.
// /usr/bin/chromium to run the suite in the full browser. Flags keep it off the (closed) network.
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.E2E_CHROMIUM ?? CHROMIUM_HEADLESS_SHELL,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** The two widths every spec runs at (the phone one only for what changes shape there). */
const WIDTHS: Project[] = [
  {
    name: 'desktop',
    use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
  },
  {
    // At phone width, only the tests of what changes shape there (tagged @phone): layouts that
    // must not scroll sideways, the menu drawers, the panels that fold away. The rest behaves
    // the same at any width, and running it twice would double CI's time for nothing.
    name: 'phone',
    grep: /@phone/,
    use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
  },
];

/**
 * E2E_SHUFFLE=<seed> runs the spec files in an order drawn from the seed (npm test -- --shuffle
 * draws one and prints it), to show that no spec depends on another having run before it.
 * Playwright takes files in name order, project by project, so each file at each width becomes a
 * project of its own, listed in the drawn order.
 */
const shuffleSeed = process.env.E2E_SHUFFLE ? Number(process.env.E2E_SHUFFLE) : undefined;

function shuffledProjects(seed: number): Project[] {
  const files = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
  const pairs = WIDTHS.flatMap((width) => files.map((file) => ({ width, file })));
  return new Random(seed).shuffle(pairs).map(({ width, file }) => ({
    ...width,
    name: `${width.name}:${file.replace(/\.spec\.ts$/, '')}`,
    testMatch: file,
  }));
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  forbidOnly: CI,
  // No retries: a test that passes only on its second try is a defect to fix, not to hide.
  retries: 0,
  workers: 2,
  reporter: CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Time-outs end a test that hangs, never a slow one (as in vitest.config.ts): on a busy two-core
  // machine a page that hydrates in a second takes ten. How fast the site is, is the benchmarks'.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: shuffleSeed === undefined ? WIDTHS : shuffledProjects(shuffleSeed),
  webServer: [
    {
      command: `tsx tests/support/oauth-mock-server.ts ${GOOGLE_PORT} ${DISCORD_PORT}`,
      url: `http://127.0.0.1:${GOOGLE_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build, on a database of its own that starts empty and seeds itself.
      command: `rm -rf ${DATA} && ${serverCommand()}`,
      url: `http://127.0.0.1:${PORT}/api/health-check`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PGLITE_DIR: `${DATA}/pglite`,
        DATABASE_URL: '',
        ROLLOVER_ENABLED: 'false',
        // Tests that move boards jump players far past level tops, which would be held for review:
        // held scores are tested on a server of their own (tests/e2e/held-scores.spec.ts).
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
    },
  ],
});
