import { defineConfig } from 'vitest/config';
import { MAX_WORKERS } from './tests/support/vitest-workers.ts';

const LONG_LIMITS = {
  testTimeout: 900_000,
  hookTimeout: 300_000,
  // A wait on something that does happen ends only a hang (Vitest's own default is a second).
  expect: { poll: { timeout: 300_000 } },
};

/** The suites that measure how promptly the server answers under load: each runs alone. */
const TIMED = [
  'tests/long/workers.test.ts',
  'tests/long/two-machines.test.ts',
  'tests/long/load.test.ts',
  'tests/long/outage.test.ts',
  'tests/long/ingest.test.ts',
];

// The long suites (faults and load): `npm run test:long`, and CI's short run (LONG_SCALE=short).
// scripts/test-long.ts runs the two projects one after the other: first those that time nothing
// (a job killed and re-run, the query plans of a seeded chain), two files at once; then the
// timed ones, one file at a time with nothing beside them.
export default defineConfig({
  // The @/ alias of tsconfig.json, as in vitest.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: 'long-untimed',
          include: ['tests/long/**/*.test.ts'],
          exclude: TIMED,
          environment: 'node',
          ...LONG_LIMITS,
        },
      },
      {
        extends: true,
        test: {
          name: 'long-timed',
          include: TIMED,
          environment: 'node',
          fileParallelism: false,
          ...LONG_LIMITS,
        },
      },
    ],
  },
});
