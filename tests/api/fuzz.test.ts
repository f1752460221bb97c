import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pathParamNames } from '../../src/contract/route';
import { createSession } from '../../src/server/auth/sessions';
import { queryRows } from '../../src/server/db/client';
import { endpointsByName as endpoints } from '../../src/server/endpoints';
import type { AnyEndpoint as Endpoint } from '../../src/server/http/endpoint';
import { digest } from '../support/digest';
import { sendRaw } from '../support/raw-send';
import { type ServedApi, serveApi } from '../support/served-api';
import { startTestApi, TEST_NOW, type TestApi, testConfig } from './harness';

/**
 * Property-based requests against every route of the contract: random path parameters, query
 * strings and bodies. Whatever arrives, the API answers below 500 with a JSON error that says
 * what was wrong, and a refused mutation changes nothing; in process, and over HTTP through the
 * server `npm start` runs. FUZZ_RUNS sets the cases per route in process (60 here, mutations
 * included, each run drawing new ones; `npm run test:long` runs 10,000), a quarter of it over HTTP.
 * At 200 cases this file was a fifth of the API tests' time (100 s of test time on a two-core
 * machine): the depth is the long suite's, the breadth (every route, every kind of input) is here.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const WRITABLE = [
  'users',
  'player_links',
  'locations',
  'badges',
  'badge_players',
  'challenges',
  'challenge_scores',
  'daily_visits',
  'push_subscriptions',
];

let api: TestApi;
let adminCookie = '';

beforeAll(async () => {
  api = await startTestApi({
    config: testConfig({
      RATE_LIMIT_SEARCH: '1000000',
      RATE_LIMIT_RENDER: '1000000',
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_INGEST: '1000000',
      INGEST_TOKEN: 'fuzz',
    }),
  });
  const [admin] = await queryRows<{ id: number }>(
    api.database.db,
    sql`insert into users (email, role) values ('fuzz@example.com', 'admin') returning id`,
  );
  adminCookie = `arcade_session=${await createSession(api.database.db, api.config, admin?.id ?? 0, TEST_NOW)}`;
});
afterAll(() => api.close());

const nasty = fc.constantFrom(
  '',
  ' ',
  '%',
  '%%',
  '%2F',
  '%00',
  '%E0%A4%A',
  '..',
  '../..',
  '/',
  '\\',
  'world',
  'allLocations',
  '0',
  '1',
  '-1',
  '1e9',
  '99999999999',
  'NaN',
  'null',
  '<script>',
  "' or 1=1--",
  'x'.repeat(3000),
);
const segment = fc.oneof(
  nasty,
  fc.string({ unit: 'grapheme', maxLength: 80 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
  fc.integer().map(String),
);
const query = fc.dictionary(
  fc.constantFrom('locationId', 'layout', 'locale', 'returnTo', 'state', 'code', 'x'),
  fc.oneof(nasty, fc.string({ maxLength: 30 })),
  { maxKeys: 3 },
);
const deep = fc.integer({ min: 50, max: 400 }).map((n) => '['.repeat(n) + ']'.repeat(n));
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  deep,
  fc.constantFrom(
    '{',
    '{"title":',
    'null',
    '[]',
    '{"title": 1, "description": []}',
    `{"name": "${'n'.repeat(500)}"}`,
  ),
);

function url(e: Endpoint, segments: string[], q: Record<string, string>): string {
  let path = e.path;
  pathParamNames(path).forEach((name, i) => {
    path = path.replace(`{${name}}`, segments[i] ?? '');
  });
  const search = new URLSearchParams(q).toString();
  return search ? `${path}?${search}` : path;
}

async function check(res: Response, label: string): Promise<number> {
  expect(res.status, label).toBeLessThan(500);
  if (res.status >= 400) {
    const json = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof json.error?.message, label).toBe('string');
    expect(String(json.error?.message).length, label).toBeGreaterThan(0);
  }
  return res.status;
}

/** How a fuzzed request reaches the API. */
type Send = (
  target: string,
  init?: { method: string; headers: Record<string, string>; body: string },
) => Promise<Response>;

const viaApp: Send = async (target, init) => api.app.request(target, init);
let served: ServedApi | undefined;
// The path production uses: the HTTP server, its checks before the API (malformed paths, methods,
// shedding, compression) and the adapter; paths sent as they are, not normalised by a client.
const viaServer: Send = async (target, init) => {
  served ??= await serveApi(api);
  return sendRaw(served.origin, target, init);
};
afterAll(() => served?.close());

describe.runIf(inject('databaseKind') === 'pglite').each([
  { how: 'in process', send: viaApp, runs: RUNS },
  { how: 'over HTTP, through the production request path', send: viaServer, runs: Math.ceil(RUNS / 4) },
])('fuzzing every route $how', ({ send, runs }) => {
  for (const [name, e] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
    const params = pathParamNames(e.path).length;
    it(`${e.method} ${e.path}`, async () => {
      const mutation = e.method !== 'GET';
      // The tables' digest is only recomputed after a request that changed something: most
      // fuzzed requests are refused, and each refusal must leave the digest as it was.
      let known: Record<string, string> | undefined;
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: params, maxLength: params }),
          query,
          body,
          async (segments, q, b) => {
            const target = url(e, segments, q);
            if (!mutation) {
              await check(await send(target), `${name} ${target}`);
              return;
            }
            const before = known ?? (await digest(api.database, WRITABLE));
            const res = await send(target, {
              method: e.method,
              headers: {
                cookie: `${adminCookie}; XSRF-TOKEN=t`,
                'x-xsrf-token': 't',
                origin: 'http://localhost',
                'content-type': 'application/json',
                authorization: 'Bearer fuzz',
              },
              body: b,
            });
            const status = await check(res, `${name} ${target}`);
            if (status >= 400) {
              expect(await digest(api.database, WRITABLE), `${name} ${target} ${b.slice(0, 80)}`).toEqual(
                before,
              );
              known = before;
            } else known = undefined;
          },
        ),
        { numRuns: runs },
      );
      expect(api.unexpected).toEqual([]);
    }, 600_000);
  }
});
