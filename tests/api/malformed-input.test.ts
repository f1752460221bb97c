import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseMethod } from '../../src/server/http/methods';
import { digest } from '../support/digest';
import { rawRequest } from '../support/raw-request';
import { startTestApi, type TestApi, testConfig } from './harness';

const TOKEN = 'malformed-input-token';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ config: testConfig({ INGEST_TOKEN: TOKEN }) });
});
afterAll(() => api.close());

type ErrorJson = { error: { code: string; message: string } };

describe('methods a path does not take', () => {
  it('are a 405 with Allow and a JSON message on the API (not a 404, not a 500)', async () => {
    for (const [method, path, allow] of [
      ['PATCH', '/api/health-check', 'GET, HEAD'],
      ['OPTIONS', '/api/health-check', 'GET, HEAD'],
      ['PROPFIND', '/api/activate/locations', 'GET, HEAD'],
      ['DELETE', '/api/badges', 'GET, HEAD, POST'],
      ['GET', '/api/badges/1', 'DELETE, PUT'],
      ['PUT', '/auth/logout', 'GET, HEAD'],
      ['POST', '/players/exportData/Ace', 'GET, HEAD'],
    ] as const) {
      const res = await api.app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(((await res.json()) as ErrorJson).error).toMatchObject({ code: 'method_not_allowed' });
    }
    // A path the API does not have stays a 404, whatever the method.
    expect((await api.app.request('/api/no-such-thing', { method: 'PATCH' })).status).toBe(404);
    expect(api.unexpected).toEqual([]);
  });

  it('TRACE, which no fetch Request can carry, is refused over HTTP before anything reads it', async () => {
    // The HTTP server's listener begins with refuseMethod; what would come after it must not run.
    let reached = 0;
    const server = http.createServer((req, res) => {
      if (refuseMethod(req, res)) return;
      reached++;
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const page = await rawRequest(`${origin}/`, undefined, 'TRACE');
      expect(page.status).toBe(405);
      expect(page.headers.allow).toBe('GET, HEAD');
      const apiPath = await rawRequest(`${origin}/api/health-check`, undefined, 'TRACE');
      expect(apiPath.status).toBe(405);
      expect(apiPath.headers.allow).toBe('GET, HEAD');
      expect(apiPath.headers['content-type']).toBe('application/json');
      expect((JSON.parse(apiPath.body.toString()) as ErrorJson).error.code).toBe('method_not_allowed');
      const post = await rawRequest(`${origin}/player/Ace/location/1/summary`, undefined, 'POST');
      expect(post.status).toBe(405);
      // Allowed methods go on to the site.
      expect((await rawRequest(`${origin}/api/health-check`)).status).toBe(500);
      expect(reached).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the catalog upload', () => {
  const upload = (catalog: unknown) =>
    api.app.request('/api/ingest/catalog', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(catalog),
    });

  it('answers 400 naming the field for a NUL in a name or a room id beyond the database, and changes nothing', async () => {
    const before = await digest(api.database);
    const room = (patch: Record<string, unknown>) => ({
      rooms: [{ id: 7, name: 'Grid', games: ['Grid'], ...patch }],
    });
    for (const [catalog, field] of [
      [room({ name: 'Gr\u0000id' }), 'rooms.0.name'],
      [room({ games: ['Gr\u0000id'] }), 'rooms.0.games.0'],
      [room({ id: 2 ** 31 }), 'rooms.0.id'],
      [room({ id: 4_000_000_001 }), 'rooms.0.id'],
      [room({ id: 1.5 }), 'rooms.0.id'],
      [room({ name: '\u200b\u200b' }), 'rooms.0.name'],
      [{ locations: [{ name: 'Le\u0000eds', city: 'Leeds' }] }, 'locations.0.name'],
      [{ locations: [{ name: 'Leeds', city: 'Leeds', rooms: [2 ** 31] }] }, 'locations.0.rooms.0'],
      [{ locations: [{ name: '\u2800', city: 'Leeds' }] }, 'locations.0.name'],
    ] as const) {
      const res = await upload(catalog);
      expect(res.status, JSON.stringify(catalog)).toBe(400);
      const body = (await res.json()) as ErrorJson;
      expect(body.error.code).toBe('bad_request');
      expect(body.error.message, JSON.stringify(catalog)).toMatch(
        new RegExp(`^Not a valid catalog: ${field.replaceAll('.', '\\.')}: `),
      );
    }
    expect(await digest(api.database)).toEqual(before);
    expect(api.unexpected).toEqual([]);
  });
  it('answers 400 for a body that is not a catalog object (an array of nulls), and changes nothing', async () => {
    const before = await digest(api.database);
    for (const catalog of [[null, null], null, [], 'rooms']) {
      const res = await upload(catalog);
      expect(res.status, JSON.stringify(catalog)).toBe(400);
      const body = (await res.json()) as ErrorJson;
      expect(body.error.message, JSON.stringify(catalog)).toMatch(/^Not a valid catalog: the body: /);
    }
    expect(await digest(api.database)).toEqual(before);
    expect(api.unexpected).toEqual([]);
  });
});
