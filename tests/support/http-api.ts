import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ApiBindings } from '../../src/server/http/env';

// Island tests run in happy-dom, whose Response and Headers replace Node's, server side too.
// Headers there keep the case they were given ('Content-Type'), and @hono/node-server then adds its
// default 'content-type: text/plain' beside it, so a browser-side client would read JSON as text:
// the answer is handed on with lower-case names. happy-dom also sends no Origin with a same-origin
// write, which every browser does (the server refuses a write without one): it is added from the
// Referer, as a browser would have sent it. The production server has neither problem.

async function normalised(answer: Response | Promise<Response>): Promise<Response> {
  const response = await answer;
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) headers[name.toLowerCase()] = value;
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Something that answers requests as the API does: the real app, or a stub of it. */
export interface Answering {
  fetch(request: Request, bindings: ApiBindings): Response | Promise<Response>;
}

/** An API served over HTTP: its origin, and how to stop it. */
export interface ServedOverHttp {
  origin: string;
  close(): Promise<void>;
}

/** Serves an API (a test API's app, or a stub) over real HTTP on a free port, so browser-side code can call it unmodified. */
export async function serveOverHttp(api: Answering): Promise<ServedOverHttp> {
  const listener = getRequestListener((request, env) =>
    normalised(api.fetch(request, { clientAddress: env.incoming.socket.remoteAddress ?? 'unknown' })),
  );
  const server = http.createServer((req, res) => {
    const { origin, referer } = req.headers;
    if (req.method !== 'GET' && req.method !== 'HEAD' && !origin && referer) {
      req.headers.origin = new URL(referer).origin;
      req.rawHeaders.push('Origin', req.headers.origin);
    }
    void listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
