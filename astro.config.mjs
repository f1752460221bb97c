// @ts-check
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import sentry from '@sentry/astro';
import { defineConfig } from 'astro/config';
import { clientChunks } from './client-chunks.mjs';
import { reactLibraries } from './react-on-preact.mjs';

// Pages render on the server (output 'server'); the pages DESIGN.md calls pre-rendered are cached
// per data version instead (see docs/decisions.md). The node adapter's handler is mounted by our
// own HTTP server (src/server/launcher), which also owns start-up and shutdown.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [
    // The islands are React code rendered by Preact (preact/compat), on the server and in the
    // browser: a tenth of React DOM's weight in every page (docs/decisions.md).
    preact({ compat: true }),
    sentry({
      // The browser SDK is loaded on demand only when a DSN is configured (src/islands/shared),
      // so pages without one ship none of it. The server SDK reads its DSN at run time.
      enabled: { client: false, server: true },
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
      // Bundled, so that their `react` imports meet preact/compat as the islands' do.
      noExternal: reactLibraries,
    },
    // The browser's scripts in a few shared files rather than one per set of islands.
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks() } } } } },
  },
});
