/** The built site's entry (Astro's handler), relative to the project root. */
export const SERVER_ENTRY = 'dist/server/entry.mjs';
/** The built launcher (serve.ts as plain JavaScript): what `npm start` runs. */
export const LAUNCHER_ENTRY = 'dist/launcher/serve.mjs';
/** Where the build writes the browser's scripts and styles, served under BUILD_ASSETS. */
export const CLIENT_ASSETS_DIR = 'dist/client/_astro';
