/** The built site's entry (Astro's handler), relative to the project root. */
export const SERVER_ENTRY = 'dist/server/entry.mjs';
/** The built launcher (serve.ts as plain JavaScript): what `npm start` runs. */
export const LAUNCHER_ENTRY = 'dist/launcher/serve.mjs';
/** Where the build writes the browser's files: public/ as it is, and the scripts and styles in _astro/. */
export const CLIENT_DIR = 'dist/client';
/** The scripts and styles, compressed at build time (build-assets.ts). */
export const CLIENT_ASSETS_DIR = `${CLIENT_DIR}/_astro`;
