// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sentry from '@sentry/astro';
import { defineConfig } from 'astro/config';
import { PAGE_DIRECTIVES } from './src/server/http/csp.ts';

// The inline scripts of our own (src/layouts/BaseLayout.astro inlines ui-variant.js's and
// service-worker.js's text on every page, the games page game-folds.js's, a board's table
// board-highlight.js's, its view switch board-view.js's, the landing my-day-early.js's): their hashes, from the source, so that
// the policy allows these scripts and no other inline one.
/** @returns {`sha256-${string}`} */
const inlineHash = (/** @type {string} */ file) =>
  `sha256-${createHash('sha256')
    .update(readFileSync(new URL(`./src/layouts/${file}`, import.meta.url), 'utf8'), 'utf8')
    .digest('base64')}`;

// Pages render on the server (output 'server'); the pages the original design pre-rendered are cached
// per data version instead (see docs/decisions.md). The node adapter's handler is mounted by our
// own HTTP server (src/server/launcher), which also owns start-up and shutdown.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    // React renders the islands, on the server and in the browser.
    react(),
    {
      // client:painted: hydrate at load, once the server's HTML is on screen (the landing's search).
      name: 'arcade-client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({
            name: 'painted',
            entrypoint: fileURLToPath(new URL('./src/client/hydrate-after-paint.ts', import.meta.url)),
          }),
      },
    },
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
  // No Markdown pages: Shiki's inline styles (which the policy would have to allow) are not needed.
  markdown: { syntaxHighlight: false },
  security: {
    checkOrigin: true,
    // Astro sends each page's Content-Security-Policy header: scripts from this site's files and the
    // inline scripts it emitted itself, by the hashes it took when it built them, plus ours above.
    // Styles may be inline (Astro inlines stylesheets, React sets style attributes); styles run no
    // code. src/middleware.ts adds the error-reporting origin when one is configured.
    csp: {
      algorithm: 'SHA-256',
      directives: [...PAGE_DIRECTIVES],
      scriptDirective: {
        resources: ["'self'"],
        hashes: [
          inlineHash('ui-variant.js'),
          inlineHash('game-folds.js'),
          inlineHash('board-highlight.js'),
          inlineHash('service-worker.js'),
          inlineHash('board-view.js'),
          inlineHash('my-day-early.js'),
        ],
      },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    ssr: {
      // Loaded from node_modules at run time: PGlite finds its WebAssembly next to its own files,
      // resvg its native binary (the share cards, with satori).
      external: ['@electric-sql/pglite', 'pg', '@resvg/resvg-js', 'satori'],
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Module bodies run in source order whatever chunk they land in. Merging small shared
              // groups (below) can give two chunks that import each other; without this, which one
              // ran first depended on the module graph, and an unrelated import elsewhere once had
              // the landing's islands read a persistent store before its storage was set.
              strictExecutionOrder: true,
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|nanostores|@nanostores[\\/]react)[\\/]/,
                    priority: 1,
                  },
                  {
                    // Radix (the older UI's and the admin's dialogs and tabs) in a chunk of its own: merged
                    // with the small groups of our own shared code (a change rule, a badge), it came with
                    // every newer player page, which uses none of it (20 KB over their budget).
                    name: 'radix',
                    test: /[\\/]node_modules[\\/]@radix-ui[\\/]/,
                    priority: 1,
                  },
                  {
                    name: 'shared',
                    minShareCount: 2,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 12_000,
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
