/**
 * The server of `npm start`: serves site and API from one process; SIGTERM or Ctrl-C shut it down
 * cleanly. The build bundles it into dist/launcher/serve.mjs (see build.ts), which runs as plain
 * JavaScript after scripts/prestart.ts has built the site and prepared the database.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { currentRuntime, stopRuntime } from '../runtime-handle';
import { apiListener } from './api-listener';
import { buildAssetListener } from './build-assets';
import { CLIENT_ASSETS_DIR, SERVER_ENTRY } from './entries';
import { hotListener } from './hot-listener';
import { type Listener, listen } from './http-server';
import { BUILD_ASSETS } from './security-headers';

async function serve(): Promise<void> {
  const root = process.cwd();
  const config = loadConfig();

  // The adapter's own server stays off: ours owns the port, start-up and shutdown.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  process.env.ASTRO_NODE_LOGGING = 'disabled';
  const entry = (await import(pathToFileURL(path.join(root, SERVER_ENTRY)).href)) as { handler: Listener };
  const running = await listen(entry.handler, config.host, config.port, {
    secure: config.secureCookies,
    assets: buildAssetListener(path.join(root, CLIENT_ASSETS_DIR), BUILD_ASSETS),
  });

  // Open the database and start the jobs now rather than on the first visitor's request.
  const warm = await fetch(
    `http://127.0.0.1:${(running.server.address() as { port: number }).port}/api/health-check`,
  )
    .then((r) => r.json() as Promise<{ healthy: boolean; message: string }>)
    .catch((error: unknown) => ({ healthy: false, message: String(error) }));
  if (!warm.healthy) console.warn(`Warning: the database did not answer yet (${warm.message}).`);
  // The runtime is up: the API's requests skip the page renderer from now on.
  const runtime = await currentRuntime();
  if (runtime)
    running.routeApi(
      apiListener((request, bindings) => runtime.api.fetch(request, bindings)),
      hotListener((request) => runtime.hot(request)),
    );
  console.info(`${config.siteName} is running at ${running.url}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: finishing requests in flight and shutting down.`);
    await running.close();
    await stopRuntime();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

serve().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === 'ConfigError' ? `Error: ${error.message}` : error);
  process.exit(1);
});
