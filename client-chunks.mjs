// @ts-check
// How the browser's scripts are split into files (Rolldown's `output.codeSplitting`, applied to
// Astro's client build in astro.config.mjs). Left alone, Rolldown makes one file for every set of
// islands that share a module, and a player page loaded about 30 of them, most under 1 KB: on a
// phone's connection each costs a request and half a KB of headers. These groups merge what whole
// kinds of page load together, and nothing a page of another kind would load without needing it
// (docs/decisions.md has the figures).

/** @typedef {import('rolldown').ChunkingContext} ChunkingContext */

/** The script every page runs (BaseLayout.astro's). */
const SITE_SCRIPT = /[\\/]src[\\/]layouts[\\/]BaseLayout\.astro\?astro&type=script/;
/** PlayerLayout's islands, one module for every player page (src/islands/shell/shell-islands.ts). */
const PLAYER_SHELL = /[\\/]src[\\/]islands[\\/]shell[\\/]shell-islands\.ts$/;
/** The landing page's islands, one module (src/islands/search/landing-islands.ts). */
const LANDING = /[\\/]src[\\/]islands[\\/]search[\\/]landing-islands\.ts$/;

/** Our own source, as opposed to a library's. */
const ours = (/** @type {string} */ id) => /[\\/]src[\\/]/.test(id) && !/[\\/]node_modules[\\/]/.test(id);

/**
 * The entries (islands, the site script, the islands' renderer) that import `id`, directly or
 * through our own modules. The walk does not go up through libraries: a library's index module
 * imports all of the library, so every user of one icon would seem to need them all.
 * @param {string} id
 * @param {ChunkingContext} ctx
 * @param {Map<string, Set<string>>} seen
 * @returns {Set<string>}
 */
function entriesImporting(id, ctx, seen) {
  const known = seen.get(id);
  if (known) return known;
  const entries = new Set();
  seen.set(id, entries);
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
    if (ctx.getModuleInfo(importer)?.isEntry) entries.add(importer);
    if (ours(importer)) for (const entry of entriesImporting(importer, ctx, seen)) entries.add(entry);
  }
  return entries;
}

/**
 * The shared chunk a module belongs in, or null to leave it to Rolldown's own splitting:
 * - `site`: what the site script shares with other code. Every page runs that script.
 * - `common`: what both the player shell and the landing page use (the API client, the address
 *   and flag helpers, the modal dialog, and the libraries they import). Other pages that need
 *   part of it load it whole: the older UI, the admin area and the strategy game, about
 *   300 bytes gzip they do not use.
 * Entries stay in their own file: moving one would leave a file behind that only re-exports it.
 * @returns {(id: string, ctx: ChunkingContext) => 'site' | 'common' | null}
 */
export function sharedChunkOf() {
  /** @type {Map<string, Set<string>>} */
  const seen = new Map();
  return (id, ctx) => {
    if (ctx.getModuleInfo(id)?.isEntry) return null;
    const entries = [...entriesImporting(id, ctx, seen)];
    if (entries.some((entry) => SITE_SCRIPT.test(entry))) return entries.length > 1 ? 'site' : null;
    const shell = entries.some((entry) => PLAYER_SHELL.test(entry));
    return shell && entries.some((entry) => LANDING.test(entry)) ? 'common' : null;
  };
}

/**
 * @param {'site' | 'common'} name
 * @param {ReturnType<typeof sharedChunkOf>} chunkOf
 */
const only = (name, chunkOf) => (/** @type {string} */ id, /** @type {ChunkingContext} */ ctx) =>
  chunkOf(id, ctx) === name ? name : null;

/** Rolldown's `output.codeSplitting` for the browser's build. Higher priorities pick first. */
export function clientChunks() {
  const chunkOf = sharedChunkOf();
  return {
    groups: [
      // Preact, its hooks, preact/compat and the JSX runtime: every island needs all four.
      { name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]/, priority: 4 },
      // The store library's core, which the games' islands use without the API client: apart
      // from `common`, so that they do not load that with it. (`computed` is the older UI's.)
      {
        name: 'stores',
        test: /[\\/]node_modules[\\/](nanostores[\\/](atom|map|listen-keys|deep-map)|@nanostores[\\/]react)[\\/]/,
        priority: 3,
      },
      { name: only('site', chunkOf), priority: 2 },
      // A group takes the modules it captures with their imports, which are `common` too or
      // already taken above.
      { name: only('common', chunkOf), priority: 1 },
    ],
  };
}
