import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests (pure code), API tests in-process against a real database (PGlite always, PostgreSQL
// too when DATABASE_URL is set) and island tests in happy-dom. End-to-end tests are Playwright's.
const api = (name: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${name}`,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node' as const,
    globalSetup: ['tests/api/global-setup.ts'],
    setupFiles: ['tests/api/no-server-errors.ts'],
    provide: { databaseKind: name },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Vitest leaves a core free by default: one worker on a two-core machine. The test files wait
    // on databases and child processes much of the time, so two workers there take two thirds of
    // the time one does (456 s against 307 s, measured); a third gains nothing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Some build a seeded chain or start a server: seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      api('pglite'),
      ...(process.env.DATABASE_URL ? [api('postgres')] : []),
      {
        test: {
          name: 'islands',
          include: ['tests/islands/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/islands/setup.ts', 'tests/api/no-server-errors.ts'],
          // Islands talk to the real API (in-process, over HTTP) on a seeded PGlite database.
          globalSetup: ['tests/api/global-setup.ts'],
          provide: { databaseKind: 'pglite' as const },
          // Some cases start an API of their own on a fresh database copy: seconds on a busy machine.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
