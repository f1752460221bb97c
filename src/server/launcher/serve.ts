/**
 * The server of `npm start`: serves site and API (site-server.ts), from one process on PGlite and
 * from one worker per core on PostgreSQL (workers.ts); SIGTERM or Ctrl-C shut it down cleanly.
 * The build bundles it into dist/launcher/serve.mjs (see build.ts), which runs as plain
 * JavaScript after scripts/prestart.ts has built the site and prepared the database.
 */
import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Config, loadConfig } from '../config';
import { currentRuntime, type RuntimeHandle, stopRuntime } from '../runtime-handle';
import { CLIENT_DIR, SERVER_ENTRY } from './entries';
import { LoadShedder } from './load-shedding';
import { createSiteServer, type NodeHandler } from './site-server';
import { warmPublicPages } from './warm-pages';
import { SERVING, superviseWorkers } from './workers';

// `npm start` serves the site in production: React (loaded by the pages at run time) renders with
// its production build only when NODE_ENV says so, and its development build rendered pages
// several times slower. Secure cookies follow PUBLIC_ORIGIN, not this (config.ts).
process.env.NODE_ENV ??= 'production';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workersCapped)
    console.warn('WEB_CONCURRENCY is ignored on PGlite: its database lives in one process.');
  if (cluster.isPrimary && config.workers > 1) superviseWorkers(config.workers);
  else await serve(config);
}

async function serve(config: Config): Promise<void> {
  const root = process.cwd();
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
  const listenShared = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  // A worker starts on a port of its own and joins the shared one only once it is ready: a
  // connection it took while starting waited for the database to open (seconds on a busy
  // machine) while the other worker was free. A single process listens at once.
  const own = cluster.isWorker ? await ownListener(server) : undefined;
  if (!own) await listenShared();
  const self = `http://127.0.0.1:${((own ?? server).address() as { port: number }).port}`;

  // Open the database and start the jobs now rather than on the first visitor's request: the
  // runtime lives inside Astro's bundle, which starts it on its first API request.
  const warm = await fetch(`${self}/api/health-check`)
    .then((r) => r.json() as Promise<{ healthy: boolean; message: string }>)
    .catch((error: unknown) => ({ healthy: false, message: String(error) }));
  if (!warm.healthy) console.warn(`Warning: the database did not answer yet (${warm.message}).`);
  runtime = await currentRuntime();
  if (own) {
    await listenShared();
    process.send?.(SERVING);
  }
  const { port } = server.address() as { port: number };
  // The public pages are rendered now and after every change, before a visitor asks for them.
  const warmer =
    runtime && config.warmPages ? warmPublicPages(self, runtime.onDataChange.bind(runtime)) : undefined;
  void warmer?.run();
  const shownHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
  if (cluster.isPrimary || config.jobs)
    console.info(
      `${config.siteName} is running at http://${shownHost}:${port}${cluster.isWorker ? ` (${config.workers} workers)` : ''}`,
    );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    warmer?.stop();
    console.info(`${signal} received: finishing requests in flight and shutting down.`);
    // The venue screens' streams never finish by themselves: ended first, they reconnect elsewhere.
    own?.close();
    const closing = closeGracefully(server);
    runtime?.endStreams();
    // Their sockets are idle once the streams have ended: let each go as soon as it is, before a
    // browser reconnects on one. Not once: a stream whose end takes longer to flush (a loaded
    // machine) leaves a socket idle later, which the kept-alive timeout (65 s) would hold until
    // the grace time forced it (a stop measured at 10.3 s).
    const dropIdle = setInterval(() => server.closeIdleConnections(), 100);
    dropIdle.unref();
    await closing;
    clearInterval(dropIdle);
    await stopRuntime();
    process.exit(0);
  };
  // Not once: Ctrl-C reaches a worker twice (from the terminal and from the primary), and a
  // second signal with no listener would end it before its requests are finished.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * A port of this worker's own on 127.0.0.1 (not shared with the other workers), serving the same
 * site: its start-up request and its page warming reach this process's runtime and kept pages.
 */
function ownListener(site: Server): Promise<Server> {
  const own = createServer();
  for (const listener of site.listeners('request')) own.on('request', listener as () => void);
  return new Promise((resolve, reject) => {
    own.once('error', reject);
    own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => resolve(own));
  });
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

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === 'ConfigError' ? `Error: ${error.message}` : error);
  process.exit(1);
});
