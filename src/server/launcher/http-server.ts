import http from 'node:http';
import { isApiPath } from '../http/api-paths';
import { securityHeaders } from '../http/csp';
import { errorBody } from '../http/error-body';
import type { AssetListener } from './build-assets';
import { compressResponses } from './compression';
import type { HotListener } from './hot-listener';
import { securityHeaderSets, setSecurityHeaders } from './security-headers';

/** A Node request listener (the Astro node adapter's handler). */
export type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface RunningServer {
  server: http.Server;
  url: string;
  /**
   * From now on, answers the API's paths with this listener instead of the site's handler, and
   * first offers each request to the hot lane's listener when given.
   */
  routeApi(listener: Listener, hot?: HotListener): void;
  /** Stops accepting, lets requests in flight finish (up to `graceMs`), then closes the rest. */
  close(graceMs?: number): Promise<void>;
}

export interface ListenOptions {
  /** HTTPS in front: cookies and headers for it (HSTS). */
  secure?: boolean;
  /** Answers the build's scripts and styles from their precompressed copies (build-assets.ts). */
  assets?: AssetListener;
}

/**
 * Serves the site. A request line the adapter cannot decode gets a 400 here, as JSON on the
 * API's paths, rather than the adapter's plain-text answer.
 */
export async function listen(
  handler: Listener,
  host: string,
  port: number,
  { secure = false, assets }: ListenOptions = {},
): Promise<RunningServer> {
  const security = securityHeaders(secure);
  const headers = securityHeaderSets(secure);
  const assetHeaders = Object.fromEntries(headers.asset);
  let api: Listener | undefined;
  let hot: HotListener | undefined;
  const usual: Listener = (req, res) => {
    // Every answer carries security headers: a page, API answer or public file all of them, the
    // build's scripts and styles those that apply to them.
    setSecurityHeaders(req, res, headers);
    compressResponses(req, res);
    const url = req.url ?? '/';
    try {
      decodeURI(url);
    } catch {
      const api = isApiPath(url.split('?')[0] ?? '/');
      res.writeHead(400, { 'content-type': api ? 'application/json' : 'text/plain; charset=utf-8' });
      res.end(
        api
          ? JSON.stringify(errorBody('bad_request', 'The request path is not valid UTF-8.'))
          : 'Bad request.',
      );
      return;
    }
    if (api && isApiPath(url.split('?')[0] ?? '/')) api(req, res);
    else handler(req, res);
  };
  const server = http.createServer((req, res) => {
    // The hot lane and the build's assets write their headers with their answer, in one go.
    if (hot?.(req, res, security)) return;
    if (assets?.(req, res, assetHeaders, () => usual(req, res))) return;
    usual(req, res);
  });
  // Slow or stalled clients must not hold sockets forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' ? 'localhost' : host;
  return {
    server,
    url: `http://${shownHost}:${actualPort}`,
    routeApi(listener, hotLane) {
      api = listener;
      hot = hotLane;
    },
    close(graceMs = 10_000) {
      return new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
