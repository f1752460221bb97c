import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptsEncoding,
  acceptsGzip,
  compressResponses,
  preferredEncoding,
} from '../../src/server/launcher/compression';
import { rawRequest } from '../support/raw-request';

const PAGE = `<!doctype html><title>t</title>${'<p>A line of the page, repeated.</p>'.repeat(200)}`;
const dir = mkdtempSync(path.join(tmpdir(), 'gzip-test-'));
const FILE = path.join(dir, 'big.js');
writeFileSync(FILE, 'console.info("a script, repeated");\n'.repeat(20_000));

// Each path writes its answer the way one of the site's writers does.
const writers: Record<string, (res: http.ServerResponse) => void> = {
  // Astro's pages: headers in writeHead, then chunks.
  '/page': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write(PAGE.slice(0, 1000));
    res.end(PAGE.slice(1000));
  },
  // The API: one body with its length.
  '/json': (res) => {
    const body = JSON.stringify({ rows: Array.from({ length: 300 }, (_, i) => ({ i, name: `p${i}` })) });
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  },
  '/tiny': (res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  },
  '/png': (res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(Buffer.alloc(5000, 7));
  },
  '/not-modified': (res) => {
    res.writeHead(304, { 'content-type': 'text/html' });
    res.end();
  },
  // A body its writer compressed already.
  '/precompressed': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br', vary: 'Accept-Encoding' });
    res.end(brotliCompressSync(PAGE));
  },
  // A page whose writer named the coding in Vary already.
  '/varied': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', vary: 'Cookie, accept-encoding' });
    res.end(PAGE);
  },
  // Static files: a stream piped in, with back-pressure.
  '/file': (res) => {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    createReadStream(FILE).pipe(res);
  },
};

let server: http.Server;
let origin: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressResponses(req, res);
    writers[req.url ?? '']?.(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const get = (pathname: string, acceptEncoding?: string, method = 'GET') =>
  rawRequest(`${origin}${pathname}`, acceptEncoding, method);

describe('compressResponses', () => {
  it("sends a browser's page written in chunks as Brotli, and it unpacks to the same text", async () => {
    const r = await get('/page', 'gzip, deflate, br, zstd');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.body.length).toBeLessThan(PAGE.length / 5);
    expect(brotliDecompressSync(r.body).toString()).toBe(PAGE);
  });

  it('gzips the same page for a client without Brotli', async () => {
    const r = await get('/page', 'gzip, br;q=0');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.body).toString()).toBe(PAGE);
  });

  it('passes an answer compressed already as it is', async () => {
    const r = await get('/precompressed', 'gzip, deflate, br');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(r.body).toString()).toBe(PAGE);
  });

  it('names Accept-Encoding in Vary once', async () => {
    const r = await get('/varied', 'gzip, deflate, br');
    expect(r.headers.vary).toBe('Cookie, accept-encoding');
    expect(brotliDecompressSync(r.body).toString()).toBe(PAGE);
  });

  it('gzips a JSON body of known length and drops the stale length', async () => {
    const r = await get('/json', 'gzip');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['content-length']).toBeUndefined();
    expect(JSON.parse(gunzipSync(r.body).toString()).rows).toHaveLength(300);
  });

  it('streams a large piped file through gzip intact', async () => {
    const r = await get('/file', 'gzip');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.body).length).toBe(20_000 * 'console.info("a script, repeated");\n'.length);
  });

  it('sends plain text to a client that does not accept gzip, marked as varying', async () => {
    const r = await get('/page');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toContain('Accept-Encoding');
    expect(r.body.toString()).toBe(PAGE);
  });

  it('leaves tiny bodies, images, 304s and HEAD requests alone', async () => {
    for (const [pathname, method] of [
      ['/tiny', 'GET'],
      ['/png', 'GET'],
      ['/not-modified', 'GET'],
      ['/page', 'HEAD'],
    ] as const) {
      const r = await get(pathname, 'gzip', method);
      expect(r.headers['content-encoding'], pathname).toBeUndefined();
    }
    expect((await get('/tiny', 'gzip')).body.toString()).toBe('{"ok":true}');
    expect((await get('/png', 'gzip')).body.length).toBe(5000);
  });
});

describe('preferredEncoding', () => {
  const of = (value?: string) =>
    preferredEncoding({ headers: value ? { 'accept-encoding': value } : {} } as http.IncomingMessage);
  it('picks Brotli, then gzip, then nothing', () => {
    expect(of('gzip, deflate, br, zstd')).toBe('br');
    expect(of('gzip, deflate')).toBe('gzip');
    expect(of('deflate')).toBeUndefined();
    expect(of()).toBeUndefined();
  });
});

describe('acceptsGzip', () => {
  const of = (value?: string) =>
    acceptsGzip({ headers: value ? { 'accept-encoding': value } : {} } as http.IncomingMessage);
  it('reads Accept-Encoding, q=0 included', () => {
    expect(of('gzip, deflate, br')).toBe(true);
    expect(of('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(of('*')).toBe(true);
    expect(of('gzip;q=0')).toBe(false);
    expect(of('br, deflate')).toBe(false);
    expect(of()).toBe(false);
  });

  it('lets a coding refused by name stay refused whatever `*` says', () => {
    expect(of('gzip;q=0, *')).toBe(false);
    const br = (value: string) =>
      acceptsEncoding({ headers: { 'accept-encoding': value } } as http.IncomingMessage, 'br');
    expect(br('gzip, deflate, br, zstd')).toBe(true);
    expect(br('gzip, *;q=0.1')).toBe(true);
    expect(br('br;q=0, *')).toBe(false);
    expect(br('gzip, deflate')).toBe(false);
  });
});
