import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../src/server/launcher/http-server';

const SCRIPT = 'console.log("hashed");'.repeat(100);

/** Answers as the site does: pages, a hashed script, the 404 page for a missing one, a public file. */
let running: RunningServer;
let origin: string;

beforeAll(async () => {
  running = await listen(
    (req, res) => {
      if (req.url === '/_astro/app.Ab12.js') {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.end(SCRIPT);
      } else if (req.url === '/favicon.svg') {
        res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg/>');
      } else if (req.url === '/') {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>page</p>');
      } else res.writeHead(404, { 'Content-Type': 'text/html' }).end('<p>Not found</p>');
    },
    '127.0.0.1',
    0,
  );
  const { port } = running.server.address() as { port: number };
  origin = `http://127.0.0.1:${port}`;
});

afterAll(() => running.close(100));

const DOCUMENT_ONLY = [
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
];

describe('security headers', () => {
  it('a page and a public file carry every one', async () => {
    for (const path of ['/', '/favicon.svg']) {
      const res = await fetch(origin + path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      for (const name of DOCUMENT_ONLY) expect(res.headers.get(name), `${path} ${name}`).not.toBeNull();
    }
  });

  it('a hashed build script carries nosniff and its caching, not the document-only ones', async () => {
    const res = await fetch(`${origin}/_astro/app.Ab12.js`);
    expect(await res.text()).toBe(SCRIPT);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const name of DOCUMENT_ONLY) expect(res.headers.get(name), name).toBeNull();
  });

  it('a missing build file answers with the 404 page, which carries every header', async () => {
    const res = await fetch(`${origin}/_astro/gone.Zz99.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of DOCUMENT_ONLY) expect(res.headers.get(name), name).not.toBeNull();
  });
});
