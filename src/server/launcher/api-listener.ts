import { getRequestListener } from '@hono/node-server';
import { CLIENT_ADDRESS_HEADER } from '../http/limits';
import type { Listener } from './http-server';

/** What the API needs of the runtime: the Hono app's fetch. */
export type ApiFetch = (request: Request) => Response | Promise<Response>;

/**
 * Serves the API's paths straight from the Hono app, without the page renderer in between (the
 * renderer's route, src/pages/api, stays for `astro dev`). The client's address goes along for
 * the rate limits, as the renderer's bridge does; a value the client sent itself is replaced.
 */
export function apiListener(fetchApi: ApiFetch): Listener {
  const listener = getRequestListener(
    (request, env) => {
      request.headers.set(CLIENT_ADDRESS_HEADER, env.incoming.socket.remoteAddress ?? 'unknown');
      if (request.method === 'GET' || request.method === 'HEAD') return fetchApi(request);
      // The listener's light request cannot be copied into a new Request (the body limit does
      // that): a request with a body travels as a standard one.
      const { url, method, headers, body, signal } = request;
      return fetchApi(new Request(url, { method, headers, body, signal, duplex: 'half' } as RequestInit));
    },
    // Astro's handler shares the process: leave the global Request and Response alone.
    { overrideGlobalObjects: false },
  );
  return (req, res) => void listener(req, res);
}
