import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { XSRF_COOKIE } from '../../../src/contract/security';
import { buildAssetListener } from '../../../src/server/launcher/build-assets';
import { compressResponses } from '../../../src/server/launcher/compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface SpaServer {
  origin: string;
  stop(): Promise<void>;
}

function proxy(req: http.IncomingMessage, res: http.ServerResponse, api: URL): void {
  const upstream = http.request(
    new URL(req.url ?? '/', api),
    // The Host stays the app's: the API checks a write's Origin against it, as behind any proxy.
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}

/**
 * Serves the built single-page app as a static host would, and passes the API's paths to the
 * site's server (`api`), so both builds show the same data from the same origin. Responses are
 * compressed by the site's own code, the shell sets the anti-forgery cookie the site's pages set,
 * and hashed assets are sent from their precompressed copies and cached for good, as the site's
 * are.
 */
export async function serveSpa(dir: string, port: number, api: string): Promise<SpaServer> {
  const apiUrl = new URL(api);
  const assets = buildAssetListener(path.join(dir, 'assets'), '/assets/');
  const usual = (req: http.IncomingMessage, res: http.ServerResponse) => {
    compressResponses(req, res);
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    if (pathname.startsWith('/api/') || pathname.startsWith('/players/')) return proxy(req, res, apiUrl);
    const file = path.join(dir, path.normalize(pathname));
    const isFile = file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
    // Every other path is a screen of the app: the shell answers it.
    const served = isFile ? file : path.join(dir, 'index.html');
    const type = TYPES[path.extname(served)] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    if (pathname.startsWith('/assets/'))
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (type.startsWith('text/html')) {
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader(
        'Set-Cookie',
        `${XSRF_COOKIE}=${randomBytes(24).toString('base64url')}; Path=/; SameSite=Lax`,
      );
    }
    res.setHeader('Content-Length', statSync(served).size);
    createReadStream(served).pipe(res);
  };
  const server = http.createServer((req, res) => {
    if (!assets(req, res, {}, () => usual(req, res))) usual(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
