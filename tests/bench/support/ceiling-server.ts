/**
 * The benchmarks' ceiling: a bare Hono app on @hono/node-server answering each request with a
 * body made in advance for its kind (player data, a venue board, a summary page, …), of the size
 * the site answers for it, Brotli-encoded in advance for a browser that takes it. What the site does on top (checks, queries, rendering) is what the
 * ratio against it measures. Usage: tsx ceiling-server.ts BODIES_JSON PORT, where BODIES_JSON
 * maps a path prefix or suffix pattern (a regular expression) to a body file and content type.
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [bodiesFile, port] = process.argv.slice(2);
if (!bodiesFile || !port) throw new Error('usage: ceiling-server.ts BODIES_JSON PORT');
const spec = JSON.parse(readFileSync(bodiesFile, 'utf8')) as Array<{
  pattern: string;
  file: string;
  type: string;
}>;
// Each body with its Brotli copy made in advance, as the site keeps its answers' copies: a browser
// (and so every traffic benchmark) takes Brotli.
const bodies = spec.map(({ pattern, file, type }) => {
  const body = new Uint8Array(readFileSync(file));
  const brotli = new Uint8Array(
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  );
  return { pattern: new RegExp(pattern), body, brotli, type };
});

const app = new Hono();
app.get('*', (c) => {
  const found = bodies.find(({ pattern }) => pattern.test(c.req.path));
  if (!found) return c.notFound();
  if (found.body.byteLength >= 1024 && /\bbr\b/.test(c.req.header('accept-encoding') ?? ''))
    return c.body(found.brotli, 200, {
      'content-type': found.type,
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
    });
  return c.body(found.body, 200, { 'content-type': found.type });
});
serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => console.info('ready'));
