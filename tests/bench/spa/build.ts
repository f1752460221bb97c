import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { compressBuildAssets } from '../../../src/server/launcher/build-assets';

/** The .astro files whose markup the app renders in React; their <style> blocks come along. */
const ASTRO_FILES = [
  'src/pages/index.astro',
  'src/layouts/PlayerLayout.astro',
  'src/components/LeaderboardTable.astro',
];
const STYLES_ID = 'virtual:astro-styles.css';

/**
 * Serves the <style> blocks of ASTRO_FILES as one stylesheet, read at build time so the baseline
 * never drifts from the site's CSS. (Astro scopes each selector with an attribute; the class
 * names are unique, so the plain selectors style the same elements.)
 */
function astroStyles(root: string): Plugin {
  return {
    name: 'astro-styles',
    resolveId: (id) => (id === STYLES_ID ? `\0${STYLES_ID}` : undefined),
    load(id) {
      if (id !== `\0${STYLES_ID}`) return undefined;
      return ASTRO_FILES.map((file) => {
        const source = readFileSync(path.join(root, file), 'utf8');
        const blocks = [...source.matchAll(/<style(?: is:global)?>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
        if (blocks.length === 0) throw new Error(`${file} has no <style> block any more`);
        // :global(x) marks selectors Astro leaves unscoped; plain CSS has no such wrapper.
        return `/* ${file} */\n${blocks.join('\n').replace(/:global\(([^)]*)\)/g, '$1')}`;
      }).join('\n');
    },
  };
}

/**
 * Builds the single-page-app baseline into `outDir` as production does: minified, one script
 * (React, the islands, the router) and one stylesheet, plus the site's public files. The islands
 * run on React DOM here as on the site; Vite's own transform compiles the JSX for React's
 * automatic runtime (all that @vitejs/plugin-react does in a production build). Its assets
 * get the same precompressed copies as the site's, and are served as the site's are (serve.ts).
 */
export async function buildSpa(outDir: string, root = process.cwd()): Promise<void> {
  await build({
    root: path.join(root, 'tests/bench/spa'),
    configFile: false,
    publicDir: path.join(root, 'public'),
    logLevel: 'warn',
    mode: 'production',
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: [astroStyles(root)],
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: {
        // Radix's and Lucide's "use client" mean nothing to a bundle without server components.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  compressBuildAssets(path.join(outDir, 'assets'));
}
