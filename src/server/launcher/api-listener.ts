import type { OutgoingHttpHeaders } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { ApiBindings } from '../http/env';
import { type PreparedParts, preparedParts } from '../http/prepared-response';
import type { Listener } from './http-server';

/** What the API needs of the runtime: the Hono app's fetch. */
export type ApiFetch = (request: Request, bindings: ApiBindings) => Response | Promise<Response>;

/**
 * Serves the API's paths straight from the Hono app, without the page renderer in between (the
 * renderer's route, src/pages/api, stays for `astro dev`). The client's address goes along for
 * the rate limits, as the renderer's bridge does.
 *
 * JSON answers of the app (PreparedResponse) are written here, in one go; any other answer goes
 * through @hono/node-server. Its own fast path for such answers needs its Response class
 * installed as the global one, which Astro's renderer in the same process must not get.
 */
export function apiListener(fetchApi: ApiFetch): Listener {
  const listener = getRequestListener(
    async (request, env) => {
      const clientAddress = env.incoming.socket.remoteAddress ?? 'unknown';
      const response = await fetchApi(forApp(request), { clientAddress });
      const prepared = preparedParts(response);
      if (!prepared) return response;
      writePrepared(prepared, env.outgoing);
      return RESPONSE_ALREADY_SENT;
    },
    // Astro's handler shares the process: leave the global Request and Response alone.
    { overrideGlobalObjects: false },
  );
  return (req, res) => void listener(req, res);
}

// The listener's light request cannot be copied into a new Request (the body limit does that): a
// request with a body travels as a standard one.
function forApp(request: Request): Request {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  const { url, method, headers, body, signal } = request;
  return new Request(url, { method, headers, body, signal, duplex: 'half' } as RequestInit);
}

/** What writePrepared needs of Node's response (HTTP/1 here; HTTP/2's has the same). */
interface NodeResponse {
  writeHead(status: number, headers: OutgoingHttpHeaders): unknown;
  end(body: Uint8Array): unknown;
}

/** The answer as @hono/node-server would write it: its headers (cookies apart), its length, its bytes. */
function writePrepared({ status, headers, body }: PreparedParts, outgoing: NodeResponse): void {
  const head: OutgoingHttpHeaders = {};
  const cookies = headers.getSetCookie();
  for (const [name, value] of headers) if (name !== 'set-cookie') head[name] = value;
  if (cookies.length > 0) head['set-cookie'] = cookies;
  head['content-length'] = body.byteLength;
  outgoing.writeHead(status, head);
  outgoing.end(body);
}
