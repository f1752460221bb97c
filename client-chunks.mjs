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
/** The islands of the player pages: the shell's and each screen's (summary, games, league). */
const PLAYER_PAGE = /[\\/]src[\\/]islands[\\/](shell|summary|games|league)[\\/]/;
/**
 * Lucide's runtime, which every icon module imports: it goes with the player pages' shared code.
 * (The icons themselves are imported one by one, `lucide-react/icons/<name>`, so that the walk
 * below sees who uses each.)
 */
const ICON_RUNTIME = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/;
/** The landing page's islands, one module (src/islands/search/landing-islands.ts). */
const LANDING = /[\\/]src[\\/]islands[\\/]search[\\/]landing-islands\.ts$/;

/** What every island needs, in the file every page with islands loads first. */
const ISLAND_RUNTIME =
  /[\\/]node_modules[\\/](preact|nanostores[\\/](atom|map|listen-keys|deep-map)|@nanostores[\\/]react)[\\/]|^\0rolldown[\\/]runtime/;

/**
 * Code under which a module that one player screen shares with other kinds of page goes in
 * `player`: in a file of its own, its headers (about 300 bytes) would weigh more than it does.
 * Measured as codeSize does, before tree-shaking: the helpers and hooks come to 200–1,000, the
 * rank badge 1,500.
 */
const SMALL_MODULE = 1200;

/** A module's code without comments and runs of white space: a rough measure of what it ships. */
const codeSize = (/** @type {string | null | undefined} */ code) =>
  (code ?? '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/\s+/g, ' ').length;

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
 * - `player`: what the player shell shares with other islands, and what two player screens share:
 *   the icons' runtime, the spinner, the health store, the difference badge. A player page loads
 *   it whole (the leaderboard about 1 KB it does not use), and so do the older UI, the admin area
 *   and the arcade games for the parts they share, 1 to 2 KB more. What one screen shares with
 *   other kinds of page only goes in when it is small (SMALL_MODULE); a larger one (the rank
 *   badge: the summary and the older UI) stays out.
 * Entries stay in their own file: moving one would leave a file behind that only re-exports it.
 * @returns {(id: string, ctx: ChunkingContext) => 'site' | 'common' | 'player' | null}
 */
export function sharedChunkOf() {
  /** @type {Map<string, Set<string>>} */
  const seen = new Map();
  return (id, ctx) => {
    if (ctx.getModuleInfo(id)?.isEntry) return null;
    if (ICON_RUNTIME.test(id)) return 'player';
    const entries = [...entriesImporting(id, ctx, seen)];
    if (entries.some((entry) => SITE_SCRIPT.test(entry))) return entries.length > 1 ? 'site' : null;
    const shell = entries.some((entry) => PLAYER_SHELL.test(entry));
    if (shell && entries.some((entry) => LANDING.test(entry))) return 'common';
    const screens = entries.filter((entry) => PLAYER_PAGE.test(entry)).length;
    const small = codeSize(ctx.getModuleInfo(id)?.code) < SMALL_MODULE;
    return entries.length > 1 && (shell || screens > 1 || (screens === 1 && small)) ? 'player' : null;
  };
}

/**
 * @param {'site' | 'common' | 'player'} name
 * @param {ReturnType<typeof sharedChunkOf>} chunkOf
 */
const only = (name, chunkOf) => (/** @type {string} */ id, /** @type {ChunkingContext} */ ctx) =>
  chunkOf(id, ctx) === name ? name : null;

/** Rolldown's `output.codeSplitting` for the browser's build. Higher priorities pick first. */
export function clientChunks() {
  const chunkOf = sharedChunkOf();
  return {
    groups: [
      // What every island needs: Preact, its hooks, preact/compat and the JSX runtime; the store
      // library's core (`computed` is the older UI's alone); and Rolldown's module helpers.
      { name: 'preact', test: ISLAND_RUNTIME, priority: 3 },
      { name: only('site', chunkOf), priority: 2 },
      // A group takes the modules it captures with their imports, which are `common` too or
      // already taken above.
      { name: only('common', chunkOf), priority: 1 },
      { name: only('player', chunkOf), priority: 0 },
    ],
  };
}
