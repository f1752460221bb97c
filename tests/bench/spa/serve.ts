import { randomBytes } from 'node:crypto';
import http from 'node:http';
import connect from 'connect';
import sirv from 'sirv';
import { XSRF_COOKIE } from '../../../src/contract/security';
import { compressAnswers } from '../../../src/server/launcher/site-server';

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
 * site's server (`api`), so both builds show the same data from the same origin. Files go out as
 * the site's do (the same `sirv` and `compression`, hashed assets from their precompressed copies
 * and cached for good); every other path is a screen of the app, answered by its shell, which sets
 * the anti-forgery cookie the site's pages set.
 */
export async function serveSpa(dir: string, port: number, api: string): Promise<SpaServer> {
  const apiUrl = new URL(api);
  const app = connect();
  app.use((req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/players/')) return proxy(req, res, apiUrl);
    next();
  });
  app.use(compressAnswers());
  app.use(
    sirv(dir, {
      brotli: true,
      gzip: true,
      single: true,
      setHeaders: (res, pathname) => {
        if (pathname.startsWith('/assets/'))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        if (pathname.endsWith('.html')) {
          res.setHeader('Cache-Control', 'no-cache');
          res.setHeader(
            'Set-Cookie',
            `${XSRF_COOKIE}=${randomBytes(24).toString('base64url')}; Path=/; SameSite=Lax`,
          );
        }
      },
    }),
  );
  const server = http.createServer(app);
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
