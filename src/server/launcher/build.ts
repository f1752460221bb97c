import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';

import { compressBuildAssets } from './build-assets';
import { CLIENT_ASSETS_DIR, CLIENT_DIR, LAUNCHER_ENTRY, SERVER_ENTRY } from './entries';

export { LAUNCHER_ENTRY, SERVER_ENTRY };

/** What the build reads: a change to any of them makes the build stale. */
const SOURCES = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/** Tests beside the code they test (src/server/routes/<resource>/*.test.ts) are not built. */
const TEST_FILE = /\.test\.tsx?$/;

function newestMtime(target: string): number {
  if (TEST_FILE.test(target)) return 0;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when there is no build, or a source file changed after it was made. */
export function buildIsStale(root: string): boolean {
  const entries = [SERVER_ENTRY, LAUNCHER_ENTRY].map((entry) => path.join(root, entry));
  if (!entries.every((entry) => fs.existsSync(entry))) return true;
  const built = Math.min(...entries.map((entry) => fs.statSync(entry).mtimeMs));
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

/**
 * Builds the site with Astro on this same Node binary (the project's pinned one), compresses its
 * scripts and styles for the server to send as they are (build-assets.ts), then builds the
 * launcher: serve.ts and what it imports, bundled into one plain JavaScript module (packages stay
 * imports), so the server runs without a TypeScript loader in its process.
 */
export function buildSite(root: string): void {
  const require = createRequire(path.join(root, 'package.json'));
  const cli = path.join(path.dirname(require.resolve('astro/package.json')), 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [cli, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`The site build failed (exit code ${result.status}).`);
  compressBuildAssets(path.join(root, CLIENT_ASSETS_DIR));
  buildServiceWorker(root);
  buildSync({
    absWorkingDir: root,
    entryPoints: ['src/server/launcher/serve.ts'],
    outfile: LAUNCHER_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/**
 * The service worker (src/client/service-worker/sw.ts) as one plain script at the site's root
 * (its scope is the folder it is served from), told the build's identity: a hash of the build's
 * file names, so that a new build is a new worker, which drops the files of the one before.
 */
function buildServiceWorker(root: string): void {
  const files = fs.readdirSync(path.join(root, CLIENT_ASSETS_DIR)).sort();
  const buildId = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
  buildSync({
    absWorkingDir: root,
    entryPoints: ['src/client/service-worker/sw.ts'],
    outfile: path.join(CLIENT_DIR, 'sw.js'),
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { BUILD_ID: JSON.stringify(buildId) },
    logLevel: 'warning',
  });
}
