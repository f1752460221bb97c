import { type ApiFetch, apiListener } from '../../src/server/launcher/api-listener';
import { type HotFetch, hotListener } from '../../src/server/launcher/hot-listener';
import { listen, type RunningServer } from '../../src/server/launcher/http-server';

/** An API served over our HTTP server and the API listener, as production serves it. */
export interface ServedApi {
  running: RunningServer;
  origin: string;
}

/** Serves an API (the app's fetch, and its hot lane when given) on a free port. */
export async function serve(fetchApi: ApiFetch, hot?: HotFetch): Promise<ServedApi> {
  const running = await listen((_req, res) => res.writeHead(404).end(), '127.0.0.1', 0);
  running.routeApi(apiListener(fetchApi), hot && hotListener(hot));
  const { port } = running.server.address() as { port: number };
  return { running, origin: `http://127.0.0.1:${port}` };
}

/**
 * The headers of an answer, without what differs per request: the date, the fresh anti-forgery
 * token, how many searches the client has left.
 */
export function stableHeaders(headers: Headers): Record<string, string> {
  const stable: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (name === 'date' || name === 'connection' || name === 'keep-alive') continue;
    stable[name] = value
      .replace(/^XSRF-TOKEN=[\w-]{43};/, 'XSRF-TOKEN=…;')
      .replace(/remaining=\d+/, 'remaining=…')
      // Seconds left in the rate-limit window: two requests may straddle a second.
      .replace(/reset=\d+/, 'reset=…');
  }
  return stable;
}
