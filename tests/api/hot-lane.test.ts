import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotRequest } from '../../src/server/http/hot-lane';
import { startTestApi, type TestApi, testConfig } from './harness';
import { type ServedApi, serve, stableHeaders } from './served';

// The same API served twice on one database: the app's way only, and as production serves it
// (the hot lane first). Every answer the lane gives must be the app's, header for header.
let api: TestApi;
let appWay: ServedApi;
let laneWay: ServedApi;
/** Requests the lane left to the app. */
let appCalls = 0;
let name: string;
let venue: { id: number; city: string };

async function servedTwice(target: TestApi): Promise<[ServedApi, ServedApi]> {
  const app = target.app;
  return Promise.all([
    serve((request, bindings) => app.fetch(request, bindings)),
    serve(
      (request, bindings) => {
        appCalls++;
        return app.fetch(request, bindings);
      },
      (request) => target.lane.answer(request),
    ),
  ]);
}

beforeAll(async () => {
  api = await startTestApi();
  [appWay, laneWay] = await servedTwice(api);
  const board = (await api.get('/api/leaderboards/world')).body as {
    today: Array<{ players: string; locationId: number; city: string }>;
  };
  const top = board.today.find((row) => /\s/.test(row.players)) ?? board.today[0];
  if (!top) throw new Error('The world board is empty');
  name = top.players;
  venue = { id: top.locationId, city: top.city };
});
afterAll(async () => {
  await Promise.all([appWay.running.close(0), laneWay.running.close(0)]);
  await api.close();
});

interface Seen {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Bytes received (compressed when gzipped). */
  bytes?: number;
}

/** A GET of the path exactly as written (fetch would fold dot segments away before sending). */
function get(
  served: ServedApi,
  path: string,
  headers: Record<string, string>,
  gunzip = false,
): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(served.origin);
    const request = http.get({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const received = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const one of [value ?? []].flat()) received.append(name, one);
        const raw = Buffer.concat(chunks);
        const zipped = res.headers['content-encoding'] === 'gzip';
        resolve({
          status: res.statusCode ?? 0,
          headers: stableHeaders(received),
          body: (zipped && gunzip ? gunzipSync(raw) : raw).toString(),
          ...(gunzip ? { bytes: raw.length } : {}),
        });
      });
    });
    request.on('error', reject);
  });
}

/** Asks both ways, the app's first, and expects the same answer; says whether the lane took it. */
async function sameBothWays(
  path: string,
  headers: Record<string, string> = {},
): Promise<Seen & { inLane: boolean }> {
  const expected = await get(appWay, path, headers);
  const before = appCalls;
  const seen = await get(laneWay, path, headers);
  expect(seen, `${path} ${JSON.stringify(headers)}`).toEqual(expected);
  return { ...seen, inLane: appCalls === before };
}

const encoded = (text: string) => encodeURIComponent(text);

describe('the hot lane', () => {
  it("answers the hottest reads itself, with the app's status, headers and bytes", async () => {
    const paths = [
      `/api/activate/players/player/${encoded(name)}/location/${venue.id}`,
      `/api/activate/playerlocations/${encoded(name)}`,
      `/api/leaderboards/${encoded(venue.city)}`,
      '/api/leaderboards/world',
      '/api/stats/daily',
    ];
    for (const path of paths) {
      const fresh = await sameBothWays(path);
      expect(fresh.status, path).toBe(200);
      expect(fresh.inLane, path).toBe(true);
      expect(fresh.headers['set-cookie'], path).toBe('XSRF-TOKEN=…; Path=/; SameSite=Lax');
      // A browser that holds its anti-forgery cookie gets no new one.
      const known = await sameBothWays(path, { cookie: 'theme=dark; XSRF-TOKEN=abc' });
      expect(known.inLane, path).toBe(true);
      expect(known.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it('gzips as the app does, from a copy compressed once', async () => {
    const paths = [
      `/api/activate/players/player/${encoded(name)}/location/${venue.id}`,
      `/api/leaderboards/${encoded(venue.city)}`,
      '/api/stats/daily',
    ];
    for (const path of paths) {
      const headers = { 'accept-encoding': 'gzip, deflate' };
      const expected = await get(appWay, path, headers, true);
      const before = appCalls;
      const seen = await get(laneWay, path, headers, true);
      expect(appCalls, path).toBe(before);
      expect(seen.status, path).toBe(200);
      expect(expected.headers['content-encoding'], path).toBe('gzip');
      expect(seen.headers['content-encoding'], path).toBe('gzip');
      expect(seen.headers.vary, path).toBe('Accept-Encoding');
      expect(seen.body, path).toBe(expected.body);
      // Sent with its length (the app streams it through zlib, chunked).
      expect(Number(seen.headers['content-length'])).toBe(seen.bytes);
    }
  });

  it('answers errors as the app does: not found, bad names, the rate limit', async () => {
    const cases = [
      ['/api/activate/playerlocations/nobody%20at%20all', 404],
      [`/api/activate/players/player/${encoded(name)}/location/999999`, 404],
      [`/api/activate/playerlocations/${'x'.repeat(300)}`, 400],
      [`/api/leaderboards/${'x'.repeat(101)}`, 400],
      ['/api/leaderboards/Atlantis', 200],
      // Not UTF-8: refused before any API code runs.
      ['/api/activate/playerlocations/%E0%A4%A', 400],
    ] as const;
    for (const [path, status] of cases) {
      const seen = await sameBothWays(path);
      expect(seen.status, path).toBe(status);
      expect(seen.inLane, path).toBe(true);
    }
  });

  it('answers conditional requests of daily answers with 304 and no body', async () => {
    const path = `/api/leaderboards/${encoded(venue.city)}`;
    const { headers } = await sameBothWays(path);
    const etag = headers.etag ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `"other", ${etag.slice(2)}`, '*']) {
      const seen = await sameBothWays(path, { 'if-none-match': ifNoneMatch });
      expect(seen.status, ifNoneMatch).toBe(304);
      expect(seen.body).toBe('');
      expect(seen.inLane).toBe(true);
    }
    expect((await sameBothWays(path, { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('leaves to the app what it is not sure of, which answers it the same', async () => {
    const left = [
      [`/api/activate/playerlocations/${encoded(name)}`, { cookie: 'arcade_session=whatever' }],
      ['/api/activate/playerlocations/a.b', {}],
      ['/api/activate/playerlocations/%2e%2E', {}],
      ['/api/activate/playerlocations/..', {}],
      ['/api/stats/daily/', {}],
      ['/api/stats/../stats/daily', {}],
      ['/api/leaderboards/world?x=1', {}],
    ] as const;
    for (const [path, headers] of left) {
      const seen = await sameBothWays(path, headers);
      if (path.endsWith('?x=1')) expect(seen.inLane, path).toBe(true);
      else expect(seen.inLane, path).toBe(false);
    }
  });

  it('takes only GETs of the reads it was given', () => {
    const ask = (url: string, extra: Partial<HotRequest> = {}) =>
      api.lane.answer({ url, cookie: undefined, ifNoneMatch: undefined, clientAddress: 'x', ...extra });
    expect(ask('/api/stats/daily')).toBeDefined();
    expect(ask('/api/locations')).toBeUndefined();
    expect(ask('/api/teams')).toBeUndefined();
    expect(ask('/api/stats/daily', { cookie: 'a=1;arcade_session=s' })).toBeUndefined();
  });
});

describe('the hot lane and the app', () => {
  it('share one search limit per client, and refuse alike over it', async () => {
    const limited = await startTestApi({ config: testConfig({ RATE_LIMIT_SEARCH: '3' }) });
    const [own, ownLane] = await servedTwice(limited);
    try {
      const statuses: number[] = [];
      const answers: Seen[] = [];
      for (const served of [own, ownLane, own, ownLane, own]) {
        const seen = await get(served, '/api/activate/playerlocations/nobody', {});
        statuses.push(seen.status);
        answers.push(seen);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      expect(answers[3]).toEqual(answers[4]);
      expect(answers[3]?.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(answers[3]?.body ?? '')).toEqual({
        error: {
          code: 'too_many_requests',
          message: 'Too many requests: please wait a minute and try again.',
        },
      });
    } finally {
      await Promise.all([own.running.close(0), ownLane.running.close(0)]);
      await limited.close();
    }
  });
});
