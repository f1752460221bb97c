import { getViteConfig } from 'astro/config';

// The site's pages rendered to strings with Astro's container API, on a copy of the seeded test
// database (tests/pages/). Astro's own Vite setup compiles the .astro files, as the build does.
export default getViteConfig(
  {
    test: {
      name: 'pages',
      include: ['tests/pages/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['tests/api/global-setup.ts'],
      setupFiles: ['tests/api/no-server-errors.ts', 'tests/pages/setup.ts'],
      provide: { databaseKind: 'pglite' },
      testTimeout: 300_000,
      hookTimeout: 300_000,
    },
  },
  { logLevel: 'error' },
);
