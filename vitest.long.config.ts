import { defineConfig } from 'vitest/config';

// The long suites (faults and load): `npm run test:long`, and CI's short run (LONG_SCALE=short).
export default defineConfig({
  // The @/ alias of tsconfig.json, as in vitest.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'long',
    include: ['tests/long/**/*.test.ts'],
    environment: 'node',
    testTimeout: 900_000,
    hookTimeout: 300_000,
    // A wait on something that does happen ends only a hang (Vitest's own default is a second).
    expect: { poll: { timeout: 300_000 } },
    fileParallelism: false,
  },
});
