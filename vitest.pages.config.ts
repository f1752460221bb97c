import { getViteConfig } from 'astro/config';
import { MAX_WORKERS } from './tests/support/vitest-workers.ts';

// The site's pages rendered to strings with Astro's container API, on a copy of the seeded test
// database (tests/pages/). Astro's own Vite setup compiles the .astro files, as the build does.
export default getViteConfig(
  {
    test: {
      name: 'pages',
      include: ['tests/pages/**/*.test.ts'],
      environment: 'node',
      // Each file renders on its own site (its own database copy and runtime) and keeps nothing in
      // module state: a worker compiles and loads the pages once, not once per file.
      isolate: false,
      maxWorkers: MAX_WORKERS,
      globalSetup: ['tests/api/global-setup.ts'],
      setupFiles: ['tests/api/no-server-errors.ts', 'tests/pages/setup.ts'],
      provide: { databaseKind: 'pglite' },
      testTimeout: 300_000,
      hookTimeout: 300_000,
    },
  },
  { logLevel: 'error' },
);
