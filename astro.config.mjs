// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sentry from '@sentry/astro';
import { defineConfig } from 'astro/config';

// Pages render on the server (output 'server'); the pages DESIGN.md calls pre-rendered are cached
// per data version instead (see docs/decisions.md). The node adapter's handler is mounted by our
// own HTTP server (src/server/launcher), which also owns start-up and shutdown.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    // React renders the islands, on the server and in the browser.
    react(),
    sentry({
      // The browser SDK is loaded on demand only when a DSN is configured (src/islands/shared),
      // so pages without one ship none of it. The server SDK reads its DSN at run time.
      enabled: { client: false, server: true },
      // Its request handler joins src/middleware.ts only when a DSN is configured.
      autoInstrumentation: { requestHandler: false },
      serverInitPath: 'src/server/sentry.server.config.ts',
      telemetry: false,
      sourceMapsUploadOptions: { enabled: false },
    }),
  ],
  // Every page's CSS goes inside the page (a few KB gzipped): no stylesheet request holds back
  // the first paint on a slow connection.
  build: { inlineStylesheets: 'always' },
  server: { host: '127.0.0.1', port: 4321 },
  security: { checkOrigin: true },
  vite: {
    ssr: {
      // Loaded from node_modules at run time: PGlite finds its WebAssembly next to its own files.
      external: ['@electric-sql/pglite', 'pg'],
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|nanostores|@nanostores[\\/]react)[\\/]/,
                    priority: 1,
                  },
                  {
                    name: 'shared',
                    minShareCount: 2,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 16_000,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
