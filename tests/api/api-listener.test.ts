import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedParts } from '../../src/server/http/prepared-response';
import type { RunningServer } from '../../src/server/launcher/http-server';
import { startTestApi, type TestApi, testConfig } from './harness';
import { serve, stableHeaders } from './served';

// The API as the production server answers what its hot lane does not take (tests/api/hot-lane.test.ts):
// our HTTP server, the API listener, the app.
let api: TestApi;
let server: RunningServer;
let origin: string;

/** Serves an app over our HTTP server and the API listener, on a free port. */
const serveApp = (app: TestApi['app'], onAnswer: (response: Response) => void = () => {}) =>
  serve(async (request, bindings) => {
    const response = await app.fetch(request, bindings);
    onAnswer(response);
    return response;
  });

/** The app's answers, in the order the listener received them. */
const answered: Response[] = [];
let targets: Array<[string, string]>;

beforeAll(async () => {
  api = await startTestApi();
  ({ running: server, origin } = await serveApp(api.app, (response) => answered.push(response)));
  const board = (await api.get('/api/leaderboards/world')).body as {
    today: Array<{ players: string; locationId: number; city: string }>;
  };
  const top = board.today[0];
  if (!top) throw new Error('The world board is empty');
  const name = encodeURIComponent(top.players);
  // The hot reads of the performance issue.
  targets = [
    ['player data', `/api/activate/players/player/${name}/location/${top.locationId}`],
    ['player locations', `/api/activate/playerlocations/${name}`],
    ['leaderboard', `/api/leaderboards/${encodeURIComponent(top.city)}`],
    ['daily stats', '/api/stats/daily'],
  ];
});
afterAll(async () => {
  await server.close(0);
  await api.close();
});

describe('the API listener', () => {
  it('writes JSON answers from their bytes, never reading them as a stream', async () => {
    for (const [endpoint, path] of targets) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, endpoint).toBe(200);
      await res.arrayBuffer();
      const sent = answered.at(-1);
      expect(preparedParts(sent), endpoint).toBeDefined();
      // @hono/node-server's path reads the body's stream; the listener's own writes the bytes.
      expect(sent?.bodyUsed, endpoint).toBe(false);
    }
  });

  it('answers the same status, headers and bytes as the app itself, plus the security headers', async () => {
    for (const [endpoint, path] of targets) {
      const direct = await api.app.request(path);
      const directBody = Buffer.from(await direct.arrayBuffer());
      // Uncompressed, to compare bytes and lengths (fetch asks for gzip unless told otherwise).
      const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.status, endpoint).toBe(direct.status);
      expect(body.equals(directBody), endpoint).toBe(true);
      const expected = {
        ...stableHeaders(direct.headers),
        'content-length': String(directBody.length),
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
        // Caches must keep gzipped and plain copies apart (bodies under 1 KB are never gzipped).
        ...(directBody.length >= 1024 ? { vary: 'Accept-Encoding' } : {}),
      };
      expect(stableHeaders(res.headers), endpoint).toEqual(expected);
      expect(res.headers.get('content-type'), endpoint).toBe('application/json');
      expect(res.headers.get('set-cookie'), endpoint).toMatch(
        /^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax$/,
      );
    }
  });

  it('gzips the written bytes for a client that accepts it', async () => {
    for (const [endpoint, path] of targets) {
      const direct = Buffer.from(await (await api.app.request(path)).arrayBuffer());
      const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      // fetch unzips on its own: the bytes are the app's, the headers say how they travelled.
      expect(Buffer.from(await res.arrayBuffer()).equals(direct), endpoint).toBe(true);
      const gzipped = direct.length >= 1024;
      expect(res.headers.get('content-encoding'), endpoint).toBe(gzipped ? 'gzip' : null);
      expect(res.headers.get('vary'), endpoint).toBe(gzipped ? 'Accept-Encoding' : null);
    }
  });

  it('sends ETag and Cache-Control on daily answers, and 304 with no body to a matching conditional request', async () => {
    const path = targets.find(([endpoint]) => endpoint === 'leaderboard')?.[1] ?? '';
    const first = await fetch(`${origin}${path}`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const again = await fetch(`${origin}${path}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(await again.text()).toBe('');
  });

  it('keeps a cookie that is already there, and hands out none', async () => {
    const path = '/api/stats/daily';
    const res = await fetch(`${origin}${path}`, { headers: { cookie: 'XSRF-TOKEN=mine' } });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers HEAD with the headers only, and errors as JSON', async () => {
    const path = targets.find(([endpoint]) => endpoint === 'daily stats')?.[1] ?? '';
    const head = await fetch(`${origin}${path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/json');
    expect(await head.text()).toBe('');
    const missing = await fetch(`${origin}/api/activate/playerlocations/${'x'.repeat(20)}nobody`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    const bad = await fetch(`${origin}/api/leaderboards/${'x'.repeat(101)}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('bad_request');
  });
});

describe('rate limits behind the API listener', () => {
  it('count by the address the connection comes from, whatever a client claims in its headers', async () => {
    const limited = await startTestApi({ config: testConfig({ RATE_LIMIT_SEARCH: '3' }) });
    const own = await serveApp(limited.app);
    try {
      const statuses: number[] = [];
      for (const claimed of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
        const res = await fetch(`${own.origin}/api/activate/playerlocations/nobody`, {
          headers: { 'x-arcade-client-address': claimed, 'x-forwarded-for': claimed },
        });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      // In-process requests carry no address: they share one count of their own.
      expect((await limited.get('/api/activate/playerlocations/nobody')).status).toBe(404);
    } finally {
      await own.running.close(0);
      await limited.close();
    }
  });
});
