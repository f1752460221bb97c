import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/support/slowest-first.ts';
import { MAX_WORKERS } from './tests/support/vitest-workers.ts';

// Time-outs catch a test that hangs, never a slow one. The same test takes 5 to 10 times longer on
// a busy two-core machine than on an idle one (a seeded chain built, a server started, a database
// copied: 30 s limits failed tests that were only waiting for the processor), so every project
// allows minutes; a test that passes stays unaffected, and a hang still ends the run. No test sets
// a shorter limit of its own.
const HANG_MS = 300_000;
// The same for a wait on something that does happen (`expect.poll`, whose own default is a second:
// a background compression on a busy machine outlasted it).
const HANG_LIMITS = { testTimeout: HANG_MS, hookTimeout: HANG_MS, expect: { poll: { timeout: HANG_MS } } };

// Unit tests (pure code), API tests in-process against a real database (PGlite always, PostgreSQL
// too when DATABASE_URL is set) and island tests in happy-dom. End-to-end tests are Playwright's.
const api = (name: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${name}`,
    // Each resource's tests sit beside its endpoints (src/server/routes/<resource>/); the tests of
    // what every endpoint shares (caching, limits, authorization, fuzzing) are in tests/api.
    include: ['tests/api/**/*.test.ts', 'src/server/routes/**/*.test.ts'],
    environment: 'node' as const,
    globalSetup: ['tests/api/global-setup.ts'],
    setupFiles: ['tests/api/no-server-errors.ts'],
    // Each file builds its own app on its own copy of the database and keeps no state in modules,
    // so a worker runs file after file in one module graph: the imports are loaded, and PGlite's
    // WebAssembly compiled, once per worker instead of once per file (133 s down to 102 s, the
    // same 348 tests passing; `npm test -- --shuffle` checks the files' order does not matter).
    isolate: false,
    provide: { databaseKind: name },
    ...HANG_LIMITS,
  },
});

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  // `@/` is src/ (tsconfig.json's paths), as Astro, tsx and esbuild read it.
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: MAX_WORKERS,
    // The slowest files start first, so that no worker ends alone with one (a fresh clone has no
    // durations from earlier runs for Vitest to order by); a shuffled run keeps Vitest's drawn order.
    ...(process.argv.includes('--sequence.shuffle.files') ? {} : { sequence: { sequencer: SlowestFirst } }),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/**/*.mocked.test.ts'],
          environment: 'node',
          // Pure code: a worker runs file after file in one module graph, loading each import once
          // (a third of this project's time was imports). A file that replaces a module (vi.mock)
          // needs a graph of its own: it is named *.mocked.test.ts and runs in the next project.
          isolate: false,
          ...HANG_LIMITS,
        },
      },
      {
        test: {
          name: 'unit-mocked',
          include: ['tests/unit/**/*.mocked.test.ts'],
          environment: 'node',
          ...HANG_LIMITS,
        },
      },
      api('pglite'),
      ...(process.env.DATABASE_URL ? [api('postgres')] : []),
      // The pages rendered to strings by Astro's container API, on the API tests' seeded database
      // (its own file: Astro's Vite setup compiles the .astro files).
      'vitest.pages.config.ts',
      {
        test: {
          name: 'islands',
          include: ['tests/islands/**/*.test.tsx'],
          environment: 'happy-dom',
          // Islands and stores talk to a typed stub of the API (tests/support/stub-api.ts): no
          // database, so they start at once; the real path is the end-to-end tests'.
          setupFiles: ['tests/islands/setup.ts'],
          // One window and one module graph per worker; the setup file gives each file fresh copies
          // of our modules (the stores), empty storage, no cookies and the first address (unit,
          // unit-mocked and islands: 27 s against 104 s isolated, a fresh clone's cold start).
          isolate: false,
          ...HANG_LIMITS,
        },
      },
    ],
  },
});
