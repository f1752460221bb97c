/**
 * The server of `npm start`: serves site and API from one process (site-server.ts); SIGTERM or
 * Ctrl-C shut it down cleanly. The build bundles it into dist/launcher/serve.mjs (see build.ts),
 * which runs as plain JavaScript after scripts/prestart.ts has built the site and prepared the
 * database.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { currentRuntime, type RuntimeHandle, stopRuntime } from '../runtime-handle';
import { CLIENT_DIR, SERVER_ENTRY } from './entries';
import { LoadShedder } from './load-shedding';
import { createSiteServer, type NodeHandler } from './site-server';
import { warmPublicPages } from './warm-pages';

// `npm start` serves the site in production: React (loaded by the pages at run time) renders with
// its production build only when NODE_ENV says so, and its development build rendered pages
// several times slower. Secure cookies follow PUBLIC_ORIGIN, not this (config.ts).
process.env.NODE_ENV ??= 'production';

async function serve(): Promise<void> {
  const root = process.cwd();
  const config = loadConfig();
  const entry = (await import(pathToFileURL(path.join(root, SERVER_ENTRY)).href)) as { handler: NodeHandler };
  let runtime: RuntimeHandle | undefined;
  const server = createSiteServer({
    pages: entry.handler,
    api: () => runtime?.api.fetch,
    clientDir: path.join(root, CLIENT_DIR),
    secure: config.secureCookies,
    shedder: new LoadShedder(config.maxInFlight, config.maxActive, config.maxWaitMs),
    trustedProxies: config.trustedProxies,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as { port: number };

  // Open the database and start the jobs now rather than on the first visitor's request: the
  // runtime lives inside Astro's bundle, which starts it on its first API request.
  const warm = await fetch(`http://127.0.0.1:${port}/api/health-check`)
    .then((r) => r.json() as Promise<{ healthy: boolean; message: string }>)
    .catch((error: unknown) => ({ healthy: false, message: String(error) }));
  if (!warm.healthy) console.warn(`Warning: the database did not answer yet (${warm.message}).`);
  runtime = await currentRuntime();
  // The public pages are rendered now and after every change, before a visitor asks for them.
  const warmer =
    runtime && config.warmPages
      ? warmPublicPages(`http://127.0.0.1:${port}`, runtime.onDataChange.bind(runtime))
      : undefined;
  void warmer?.run();
  const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
  console.info(`${config.siteName} is running at http://${shownHost}:${port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    warmer?.stop();
    console.info(`${signal} received: finishing requests in flight and shutting down.`);
    // The venue screens' streams never finish by themselves: ended first, they reconnect elsewhere.
    const closing = closeGracefully(server);
    runtime?.endStreams();
    // Their sockets are idle once the streams have ended: let them go too, before a browser
    // reconnects on one.
    setTimeout(() => server.closeIdleConnections(), 100).unref();
    await closing;
    await stopRuntime();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

/** Stops accepting, lets requests in flight finish (up to `graceMs`), then closes the rest. */
function closeGracefully(server: import('node:http').Server, graceMs = 10_000): Promise<void> {
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

serve().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === 'ConfigError' ? `Error: ${error.message}` : error);
  process.exit(1);
});
