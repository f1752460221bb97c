import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAssetListener, compressBuildAssets } from '../../src/server/launcher/build-assets';
import { listen, type RunningServer } from '../../src/server/launcher/http-server';
import { rawRequest } from '../support/raw-request';

/** A build's asset folder: a script worth compressing, one too small to gain, and an image. */
const dir = mkdtempSync(path.join(tmpdir(), 'build-assets-'));
const SCRIPT = 'export function greet(name){return "Hello, "+name+"!"}\n'.repeat(400);
writeFileSync(path.join(dir, 'app.Ab12.js'), SCRIPT);
writeFileSync(path.join(dir, 'x.Cd34.js'), 'a');
writeFileSync(path.join(dir, 'logo.Ef56.png'), Buffer.alloc(300, 7));

let running: RunningServer;
let origin = '';

beforeAll(async () => {
  compressBuildAssets(dir);
  running = await listen(
    (_req, res) => res.writeHead(404, { 'Content-Type': 'text/html' }).end('<p>Not found</p>'),
    '127.0.0.1',
    0,
    { assets: buildAssetListener(dir, '/_astro/') },
  );
  origin = `http://127.0.0.1:${(running.server.address() as { port: number }).port}`;
});
afterAll(() => running.close(100));

const get = (pathname: string, acceptEncoding?: string, method = 'GET') =>
  rawRequest(`${origin}${pathname}`, acceptEncoding, method);

describe('compressBuildAssets', () => {
  it('writes Brotli and gzip copies of what they make smaller, and no others', () => {
    const br = readFileSync(path.join(dir, 'app.Ab12.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(path.join(dir, 'app.Ab12.js.gz'))).toString()).toBe(SCRIPT);
    expect(br.byteLength).toBeLessThan(SCRIPT.length / 10);
    expect(existsSync(path.join(dir, 'x.Cd34.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.Ef56.png.br'))).toBe(false);
  });
});

describe('the build assets lane', () => {
  it('sends Brotli to a browser that takes it, cached for good, without validators', async () => {
    const { status, headers, body } = await get('/_astro/app.Ab12.js', 'gzip, deflate, br, zstd');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
    expect(headers['content-length']).toBe(String(body.byteLength));
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers.etag).toBeUndefined();
    expect(headers['last-modified']).toBeUndefined();
    expect(headers['x-frame-options']).toBeUndefined();
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gzip = await get('/_astro/app.Ab12.js?v=1', 'gzip;q=0.5, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await get('/_astro/app.Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const tiny = await get('/_astro/x.Cd34.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
    expect(tiny.body.toString()).toBe('a');
  });

  it('answers HEAD with the headers alone', async () => {
    const { status, headers, body } = await get('/_astro/app.Ab12.js', 'br', 'HEAD');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(body.byteLength).toBe(0);
  });

  it('leaves a large file without copies to the usual way, which gzips it on the fly', () => {
    const plain = path.join(dir, 'plain.Ij90.js');
    writeFileSync(plain, SCRIPT);
    const usual = vi.fn();
    const req = { method: 'GET', url: '/_astro/plain.Ij90.js', headers: {} } as http.IncomingMessage;
    expect(buildAssetListener(dir, '/_astro/')(req, {} as http.ServerResponse, {}, usual)).toBe(false);
    rmSync(plain);
  });

  it('hands a file that went missing under it to the usual way', async () => {
    const gone = path.join(dir, 'gone.Gh78.js');
    writeFileSync(gone, 'a');
    const lane = buildAssetListener(dir, '/_astro/');
    rmSync(gone);
    const usual = vi.fn();
    const res = { writeHead: vi.fn(), end: vi.fn() } as unknown as http.ServerResponse;
    const req = { method: 'GET', url: '/_astro/gone.Gh78.js', headers: {} } as http.IncomingMessage;
    expect(lane(req, res, {}, usual)).toBe(true);
    await vi.waitFor(() => expect(usual).toHaveBeenCalledOnce());
    expect(res.writeHead).not.toHaveBeenCalled();
  });

  it("leaves what is not one of its files to the site's 404 page", async () => {
    for (const missing of [
      '/_astro/nope.js',
      '/_astro/../package.json',
      '/_astro/app.Ab12.js.br',
      '/app.Ab12.js',
    ]) {
      const { status, body } = await get(missing);
      expect(status, missing).toBe(404);
      expect(body.toString()).toBe('<p>Not found</p>');
    }
    expect((await get('/_astro/logo.Ef56.png')).status).toBe(404);
  });
});
