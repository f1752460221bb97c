import http from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import compression from 'compression';
import connect from 'connect';
import type express from 'express';
import sirv from 'sirv';
import { clientAddressOf } from '../../domain/client-address';
import { isApiPath } from '../http/api-paths';
import { ANSWER_QUALITY, brotliTextParams } from '../http/brotli';
import type { ApiBindings } from '../http/env';
import { errorBody } from '../http/error-body';
import { refuseMethod } from '../http/methods';
import { type LoadShedder, shedLoad } from './load-shedding';
import { type BodyLimits, readBodyFirst } from './request-body';
import { documentHeaders, everyAnswerHeaders } from './security-headers';
import { writeDeadline } from './write-deadline';

/** A Node request handler in the connect style: Astro's node adapter (middleware mode) is one. */
export type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse, next?: () => void) => void;

/** The API's Hono app, as the server calls it: a request and the client's address. */
export type ApiFetch = (request: Request, bindings: ApiBindings) => Response | Promise<Response>;

interface SiteServerOptions {
  /** Astro's handler: every page, and the API while `api()` has nothing yet (start-up). */
  pages: NodeHandler;
  /** The API's Hono app once the runtime is up (see serve.ts). */
  api: () => ApiFetch | undefined;
  /** The build's browser files (dist/client): scripts and styles with their Brotli and gzip copies. */
  clientDir: string;
  /** HTTPS in front: HSTS. */
  secure: boolean;
  /** Dynamic requests in progress at most; beyond, 503 at once (see load-shedding.ts). */
  shedder: LoadShedder;
  /** How long a made answer may wait for its client to take any of it (write-deadline.ts). */
  writeDeadlineMs?: number;
  /** How request bodies are read before they may take a working place (request-body.ts). */
  bodyLimits?: BodyLimits;
  /** Proxies of ours in front (TRUST_PROXY): the client's address is read past them. */
  trustedProxies?: number;
}

/** Where Astro writes the build's scripts and styles, named by their content. */
const BUILD_ASSETS = '/_astro/';
/** The service worker's script (src/client/service-worker/sw.ts, built by build.ts). */
const SERVICE_WORKER = '/sw.js';

function fileCacheControl(pathname: string): string {
  if (pathname.startsWith(BUILD_ASSETS)) return 'public, max-age=31536000, immutable';
  if (pathname === SERVICE_WORKER) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The one request path of `npm start`, in order: the security headers every answer carries; the
 * write deadline; compression (Brotli or gzip, the `compression` middleware); the build's files
 * from their precompressed copies (`sirv`); the headers only documents read; a request's body read
 * whole; load shedding; then the API's paths to the Hono app (`@hono/node-server`) and everything
 * else to Astro. Each piece is a maintained library but the deadline, the body reader and the
 * shedder; docs/architecture.md draws it.
 */
export function createSiteServer(options: SiteServerOptions): http.Server {
  const app = connect();
  app.use(everyAnswerHeaders(options.secure));
  app.use(writeDeadline(options.writeDeadlineMs));
  app.use(rejectMalformedPaths);
  // TRACE, OPTIONS, a POST to a page, a DELETE on a read: 405 with Allow, before anything else.
  app.use((req, res, next) => (refuseMethod(req, res) ? undefined : next()));
  app.use(compressAnswers());
  app.use(
    sirv(options.clientDir, {
      brotli: true,
      gzip: true,
      // A file named by its content never changes: cached for good. The service worker is asked
      // again each time (a new build must reach the browser at once: it drops the old files).
      // Others (the favicon, the icons) an hour.
      setHeaders: (res, pathname) => res.setHeader('Cache-Control', fileCacheControl(pathname)),
    }),
  );
  app.use(documentHeaders(options.secure));
  app.use(readBodyFirst(options.bodyLimits));
  app.use(shedLoad(options.shedder));
  app.use(apiHandler(options.api, options.trustedProxies ?? 0));
  // Without a `next`, Astro answers a path no route matches with the site's 404 page.
  app.use((req: http.IncomingMessage, res: http.ServerResponse) => options.pages(req, res));

  const server = http.createServer(app);
  // Slow or stalled clients must not hold sockets forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  // An idle kept-alive connection is closed after 65 s, not Node's 5: a client that sends its next
  // request just as the server closes the connection gets a reset for it (an end-to-end test's
  // request did, 5 s after its last). Longer than the 60 s a proxy in front keeps an idle
  // connection to its upstream (nginx, cloud load balancers), so the proxy closes first.
  server.keepAliveTimeout = 65_000;
  return server;
}

/**
 * The API's paths go to the Hono app through @hono/node-server. It leaves the global Request and
 * Response alone: Astro's renderer in the same process needs the standard ones.
 */
function apiHandler(api: () => ApiFetch | undefined, trustedProxies: number): connect.NextHandleFunction {
  const listener = getRequestListener(
    async (request, env) => {
      const fetchApi = api();
      if (!fetchApi) return Response.json(errorBody('unavailable', 'Starting up.'), { status: 503 });
      const response = await fetchApi(standardRequest(request), {
        clientAddress: clientAddressOf(
          env.incoming.socket.remoteAddress ?? 'unknown',
          env.incoming.headers['x-forwarded-for']?.toString(),
          trustedProxies,
        ),
      });
      return closingIfBodyUnread(response, env.incoming);
    },
    { overrideGlobalObjects: false, errorHandler: adapterError },
  );
  return (req, res, next) => {
    if (!api() || !isApiPath(pathOf(req))) return next();
    void listener(req, res);
  };
}

/**
 * Pages and API answers compressed as they are sent (`compression`; typed for Express, whose
 * request and response are Node's underneath). Brotli at quality 5 costs about what gzip does
 * (1.5 ms for 100 KB) and comes out a tenth smaller.
 */
export function compressAnswers(): connect.NextHandleFunction {
  const compress = compression({
    threshold: 1024,
    brotli: { params: brotliTextParams(ANSWER_QUALITY) },
  });
  return (req, res, next) => compress(req as express.Request, res as express.Response, next);
}

/**
 * What the adapter could not make a request of (a backslash in the path, a host header that is
 * not one) is the client's mistake: a 400 with the API's JSON error, as every refusal is. The API
 * answers its own errors, so anything else here is the server's, kept from the client.
 */
function adapterError(error: unknown): Response {
  if (error instanceof RequestError)
    return Response.json(errorBody('bad_request', `The request is not valid: ${error.message}.`), {
      status: 400,
    });
  console.error('The API failed outside its error handler:', error);
  return Response.json(errorBody('internal', 'Something went wrong on our side.'), { status: 500 });
}

/**
 * A refusal sent before the request's body was read (too large, not allowed, no such route) says
 * `Connection: close`. The adapter would otherwise drain the body for at most half a second and
 * then drop the socket it had called kept-alive, and the client's next request on it would fail
 * (a proxy in front would answer 502).
 */
function closingIfBodyUnread(response: Response, incoming: { complete: boolean }): Response {
  // `complete`: the whole message arrived (a GET's at once), so draining it costs nothing.
  if (incoming.complete || response.status < 400) return response;
  const headers = new Headers(response.headers);
  headers.set('Connection', 'close');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The adapter's light request as a standard one when it has a body: Hono's body limit copies a
 * request into a new Request, which the light one (its fields private to its own class) cannot be.
 */
function standardRequest(request: Request): Request {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  const { url, method, headers, body, signal } = request;
  return new Request(url, { method, headers, body, signal, duplex: 'half' } as RequestInit);
}

const pathOf = (req: http.IncomingMessage) => (req.url ?? '/').split('?')[0] ?? '/';

/** A request line that is not valid UTF-8 gets a 400 here, as JSON on the API's paths. */
function rejectMalformedPaths(req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void {
  try {
    decodeURI(req.url ?? '/');
  } catch {
    const api = isApiPath(pathOf(req));
    res.writeHead(400, { 'content-type': api ? 'application/json' : 'text/plain; charset=utf-8' });
    res.end(
      api ? JSON.stringify(errorBody('bad_request', 'The request path is not valid UTF-8.')) : 'Bad request.',
    );
    return;
  }
  next();
}
