import { readdirSync } from 'node:fs';
import { defineConfig, devices, type Project } from '@playwright/test';
import { Random } from './src/domain/random';
import { PORT } from './tests/e2e/suite-server';

const CI = Boolean(process.env.CI);

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
  // The suite's server, the login stand-ins and the own servers' database, started side by side.
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
    // On a failure, the trace keeps every action, request and console line, and the last screen is
    // saved. The trace's screenshots and DOM snapshots cost a third of the suite's processor time
    // whether a test fails or not: on 10 tests, 160 against 110 processor-seconds, 85 against 60 s
    // (docs/testing.md); E2E_TRACE=full records them to chase a failure.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: shuffleSeed === undefined ? WIDTHS : shuffledProjects(shuffleSeed),
});
