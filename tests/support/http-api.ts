import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestApi } from '../api/harness';

// Hands the answer on with lower-case header names. Under happy-dom, Headers keep the case they were
// given ('Content-Type'), and @hono/node-server then adds its default 'content-type: text/plain'
// beside it, so a browser-side client would read JSON as text. The production server is not affected.
async function normalised(answer: Response | Promise<Response>): Promise<Response> {
  const response = await answer;
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) headers[name.toLowerCase()] = value;
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Serves a test API over real HTTP on a free port, so browser-side code can call it unmodified. */
export async function serveOverHttp(api: TestApi): Promise<{ origin: string; close(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      { fetch: (request) => normalised(api.app.fetch(request)), port: 0, hostname: '127.0.0.1' },
      () => resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
