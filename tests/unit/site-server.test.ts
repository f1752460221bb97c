import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBuildAssets } from '../../src/server/launcher/build-assets';
import { LoadShedder } from '../../src/server/launcher/load-shedding';
import { type ApiFetch, createSiteServer } from '../../src/server/launcher/site-server';
import { onOneConnection } from '../support/one-connection';
import { rawRequest } from '../support/raw-request';
import { sendRaw } from '../support/raw-send';

/**
 * The request path of `npm start` with stand-ins for Astro's handler and the API: what each kind
 * of answer gets on its way (headers, compression, precompressed files, shedding).
 */
const dir = mkdtempSync(path.join(tmpdir(), 'site-server-'));
mkdirSync(path.join(dir, '_astro'));
const SCRIPT = 'export function greet(name){return "Hello, "+name+"!"}\n'.repeat(400);
writeFileSync(path.join(dir, '_astro', 'app.Ab12.js'), SCRIPT);
writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const PAGE = `<!doctype html><p>${'A page of the site. '.repeat(200)}</p>`;
const BIG_JSON = { rows: Array.from({ length: 300 }, (_, i) => ({ name: `player ${i}`, score: i * 10 })) };

let release: (() => void) | undefined;
const api = new Hono();
api.get('/api/data', (c) => c.json(BIG_JSON));
api.get('/api/health-check', (c) => c.json({ healthy: true }));
// The app's writes go through Hono's body limit, which copies the request.
api.post('/api/echo', bodyLimit({ maxSize: 1000 }), async (c) => c.json(await c.req.json()));
api.delete('/api/thing', bodyLimit({ maxSize: 1000 }), (c) => c.json({ deleted: 1 }));
api.get('/api/slow', async (c) => {
  await new Promise<void>((resolve) => {
    release = resolve;
  });
  return c.json({ ok: true });
});
let apiReady = true;
// One request at work, one more waiting its turn for 300 ms at most.
const WAIT_MS = 300;
const shedder = new LoadShedder(2, 1, WAIT_MS);

// Astro's handler renders the site's 404 page itself only when it is given no `next` to pass on to.
const pages = (req: http.IncomingMessage, res: http.ServerResponse, next?: () => void) => {
  if (next) res.writeHead(500).end('given a next');
  else if (req.url === '/') res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
  else res.writeHead(404, { 'Content-Type': 'text/html' }).end(`<p>Astro answered ${req.url}</p>`);
};

let server: http.Server;
let origin = '';

beforeAll(async () => {
  compressBuildAssets(path.join(dir, '_astro'));
  server = createSiteServer({
    pages,
    api: () => (apiReady ? (((request: Request) => api.fetch(request)) as ApiFetch) : undefined),
    clientDir: dir,
    secure: true,
    shedder,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string, acceptEncoding?: string) => rawRequest(`${origin}${pathname}`, acceptEncoding);

describe('the site server', () => {
  it('sends a build script from its Brotli copy, cached for good, else gzip, else as it is', async () => {
    const br = await get('/_astro/app.Ab12.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    // The headers only a document reads are left off a script.
    expect(br.headers['x-frame-options']).toBeUndefined();
    expect(br.headers['referrer-policy']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await get('/_astro/app.Ab12.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get('/_astro/app.Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('gives a public file an hour, and leaves a missing build file to the site’s 404 page', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await get('/_astro/gone.Zz99.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Astro answered /_astro/gone.Zz99.js');
    // The 404 page is a document: every header.
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });

  it('compresses pages and API answers as the browser allows, with every security header', async () => {
    const page = await get('/', 'gzip, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe(PAGE);
    for (const header of [
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'permissions-policy',
      'strict-transport-security',
    ])
      expect(page.headers[header], header).toBeTruthy();
    const data = await get('/api/data', 'gzip');
    expect(data.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(data.body).toString())).toEqual(BIG_JSON);
  });

  it('hands the API a write with its body, and one without', async () => {
    const echo = await fetch(`${origin}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Grid' }),
    });
    expect(await echo.json()).toEqual({ name: 'Grid' });
    const deleted = await fetch(`${origin}/api/thing`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ deleted: 1 });
  });

  it('sends the API’s paths to Astro until the API is up', async () => {
    apiReady = false;
    try {
      const early = await get('/api/data');
      expect(early.body.toString()).toContain('Astro answered /api/data');
    } finally {
      apiReady = true;
    }
  });

  it('answers a method a path does not take with a 405 naming those it does (TRACE included)', async () => {
    const trace = await rawRequest(`${origin}/`, undefined, 'TRACE');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD');
    // A path of the contract (the daily statistics) that is only read.
    const post = await rawRequest(`${origin}/api/stats/daily`, undefined, 'DELETE');
    expect(post.status).toBe(405);
    expect(JSON.parse(post.body.toString())).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('answers a malformed path with a 400, as JSON on the API’s paths', async () => {
    const api400 = await get('/api/%E0%A4%A');
    expect(api400.status).toBe(400);
    expect(JSON.parse(api400.body.toString())).toMatchObject({ error: { code: 'bad_request' } });
    expect((await get('/player/%E0%A4%A')).status).toBe(400);
    // A backslash in the path: the adapter cannot make a request of it.
    const backslash = await sendRaw(origin, '/api/data\\x');
    expect(backslash.status).toBe(400);
    expect(await backslash.json()).toMatchObject({
      error: { code: 'bad_request', message: expect.stringMatching(/not valid/) },
    });
  });

  it('keeps a connection usable after answering a write before reading its body (or says it closes it)', async () => {
    const json = { 'Content-Type': 'application/json' };
    for (const early of [
      // Too large: refused from its Content-Length.
      { method: 'POST', path: '/api/echo', headers: json, body: Buffer.alloc(2 * 1024 * 1024, 32) },
      // No such route, and a method the path does not take: answered without reading the body.
      { method: 'POST', path: '/api/nowhere', headers: json, body: Buffer.alloc(130 * 1024, 32) },
      { method: 'PUT', path: '/api/data', headers: json, body: Buffer.alloc(130 * 1024, 32) },
      // A page takes no writes.
      { method: 'POST', path: '/', body: Buffer.alloc(2 * 1024 * 1024, 32) },
    ]) {
      const answers = await onOneConnection(origin, [early, { method: 'GET', path: '/api/data' }]);
      const [first, second] = answers;
      expect(first?.status, early.path).toBeGreaterThanOrEqual(400);
      // Either the next request on the connection is answered, or the first answer said it closes.
      if (first?.headers.connection?.toLowerCase() === 'close') continue;
      expect(second?.status, `${early.method} ${early.path}, then a GET on the same connection`).toBe(200);
    }
    // A refused GET keeps its connection: nothing is left unread on it.
    const gets = await onOneConnection(origin, [
      { method: 'GET', path: '/api/nowhere' },
      { method: 'GET', path: '/api/data' },
    ]);
    expect(gets.map((a) => [a.status, a.headers.connection])).toEqual([
      [404, 'keep-alive'],
      [200, 'keep-alive'],
    ]);
    // And it stays open while idle longer than a proxy in front keeps its own (60 s), so that the
    // proxy, not the server, closes it: no request is sent on a connection the server is closing.
    expect(gets.map((a) => a.headers['keep-alive'])).toEqual(['timeout=65', 'timeout=65']);
  });

  it('refuses a request that waited its turn too long, and one beyond its capacity at once, with Retry-After; serves files meanwhile', async () => {
    const slow = get('/api/slow');
    await expect.poll(() => shedder.inFlight).toBe(1);
    // The one place is taken: the next request waits its turn, and is told to retry at the bound.
    const waited = get('/api/data');
    await expect.poll(() => shedder.inFlight).toBe(2);
    const refused = await get('/');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    const late = await waited;
    expect(late.status).toBe(503);
    expect(late.headers['retry-after']).toBe('1');
    expect(JSON.parse(late.body.toString())).toMatchObject({ error: { code: 'busy' } });
    // Static files cost nothing: they are not shed. The health check answers whatever the load.
    expect((await get('/favicon.svg')).status).toBe(200);
    expect((await get('/api/health-check')).status).toBe(200);
    release?.();
    expect((await slow).status).toBe(200);
    await expect.poll(() => shedder.inFlight).toBe(0);
    expect((await get('/api/data')).status).toBe(200);
  });
});
