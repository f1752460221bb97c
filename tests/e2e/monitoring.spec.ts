// Why a browser: the error-reporting script runs in the page, records a replay of it and sends
// both when the page throws; what it sends is read here. On a server of this file's own, with a
// reporting address (a stand-in collector) and a small render budget (the HTTP-only tests):
// each client may have 4 pages a minute rendered for it (kept pages are free), as
// RATE_LIMIT_RENDER says; behind one proxy of ours.
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type PlayerScreen, playerPath } from '../../src/domain/paths';
import { type OwnServer, startOwnServer } from './own-server';

// A stand-in for the error-reporting service: it keeps every envelope the browser sends.
let collector: http.Server;
const envelopes: Buffer[] = [];
let server: OwnServer | undefined;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName: _ }, info) => {
  collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST') envelopes.push(Buffer.concat(chunks));
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  const sitePort = Number(process.env.E2E_PORT ?? 4399) + 65 + info.parallelIndex;
  dataDir = `data/e2e-monitoring-${sitePort}`;
  rmSync(dataDir, { recursive: true, force: true });
  server = await startOwnServer(sitePort, {
    PGLITE_DIR: `${dataDir}/pglite`,
    DATABASE_URL: '',
    SENTRY_DSN: `http://publickey@127.0.0.1:${port}/1`,
    CACHE_STATUS_HEADER: 'true',
    RATE_LIMIT_RENDER: '4',
    TRUST_PROXY: '1',
    WARM_PAGES: 'false',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => collector.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every envelope as text, replay recordings inflated. */
function readable(): string {
  return envelopes
    .map((raw) => {
      const text = raw.toString('latin1');
      const parts: string[] = [text];
      // A compressed replay recording: try to inflate whatever follows each item header.
      for (let i = raw.indexOf(0x78); i >= 0 && i < raw.length; i = raw.indexOf(0x78, i + 1)) {
        try {
          parts.push(inflateSync(raw.subarray(i)).toString('utf8'));
          break;
        } catch {
          // Not the start of a zlib stream.
        }
      }
      return parts.join('\n');
    })
    .join('\n');
}

test('a page that throws sends the error and its replay, with no password or full e-mail in them', async ({
  page,
}) => {
  await page.goto(`${server?.origin}/`);
  await expect(page.locator('meta[name="sentry-dsn"]')).toHaveAttribute('content', /publickey@127\.0\.0\.1/);
  // Something private on screen: a password typed in, and an e-mail in the text.
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.innerHTML =
      '<label>Password <input type="password" id="pw"></label><p>Contact alex.smith@example.com</p>';
    document.body.append(form);
  });
  await page.locator('#pw').fill('hunter2-secret');
  // Reporting is loaded after the page (only pages with a DSN fetch it): wait until its client is
  // set up, replay recording included, before the error.
  await page.waitForFunction(() => {
    const carrier = (window as unknown as { __SENTRY__?: Record<string, unknown> }).__SENTRY__;
    const scopes = Object.values(carrier ?? {}) as Array<{ defaultCurrentScope?: { _client?: unknown } }>;
    return scopes.some((s) => typeof s === 'object' && Boolean(s?.defaultCurrentScope?._client));
  });
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Broken for alex.smith@example.com');
    });
  });
  await expect.poll(() => readable()).toContain('"type":"event"');
  await expect.poll(() => readable()).toContain('replay_recording');
  const all = readable();
  expect(all).toContain('Broken for al***@ex***.com');
  expect(all).not.toContain('alex.smith@example.com');
  expect(all).not.toContain('hunter2-secret');
  expect(all).not.toContain('arcade_session');

  await test.step('with error reporting on, a page from the page cache arrives whole, in Brotli, with no other visitor’s trace', async () => {
    const get = () => fetch(`${server?.origin}/`, { headers: { 'accept-encoding': 'br' } });
    await get();
    const kept = await get();
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    expect(kept.headers.get('content-encoding')).toBe('br');
    // fetch decodes the Brotli: a copy broken on the way would throw here or lose its end.
    const html = await kept.text();
    expect(html).toContain('</html>');
    expect(html).toContain('meta name="sentry-dsn"');
    expect(html).not.toContain('sentry-trace');
  });
});

/** A function from `i` to the address of the player page of the world board's `i`th row today, on this file's server. */
async function worldRowPages(request: APIRequestContext, screen: PlayerScreen = 'summary') {
  const origin = server?.origin ?? '';
  const board = (await (await request.get(`${origin}/api/leaderboards/world`)).json()) as {
    today: Array<{ players: string; locationId: number }>;
  };
  return (i: number) =>
    `${origin}${playerPath(board.today[i]?.players ?? '', board.today[i]?.locationId ?? 1, screen)}`;
}

test('a client asking for page after page to render is told to wait; kept pages and other clients are not', async ({
  request,
}) => {
  const page = await worldRowPages(request, 'games');
  const as = (client: string) => ({ headers: { 'x-forwarded-for': client } });
  for (let i = 0; i < 4; i++)
    expect((await request.get(page(i), as('203.0.113.7'))).status(), `page ${i}`).toBe(200);
  const refused = await request.get(page(4), as('203.0.113.7'));
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect(refused.headers()['cache-control']).toBe('no-store');
  expect(await refused.text()).toContain('Too many pages at once: please wait a minute and try again.');
  // A page already rendered is kept: it costs nothing and is never refused.
  expect((await request.get(page(0), as('203.0.113.7'))).status()).toBe(200);
  // Another client has its own budget.
  expect((await request.get(page(4), as('198.51.100.2'))).status()).toBe(200);
});

test('a HEAD is a GET without its body: the same kept page, validator and render budget, the same redirects', async ({
  request,
}) => {
  const origin = server?.origin ?? '';
  // Pages no test asked for before: the summaries of the board's 6th to 10th players.
  const row = await worldRowPages(request);
  const page = (i: number) => row(i + 5);
  const as = { headers: { 'x-forwarded-for': '192.0.2.44' } };
  const head = await request.head(page(0), as);
  expect(head.status()).toBe(200);
  expect(head.headers()['x-page-cache']).toBe('miss');
  // The page the HEAD rendered is kept: the GET after it is served from it, with its validator.
  const get = await request.get(page(0), as);
  expect(get.headers()['x-page-cache']).toBe('hit');
  expect(get.headers().etag).toBe(head.headers().etag);
  expect(get.headers()['cache-control']).toBe(head.headers()['cache-control']);
  const again = await request.head(page(0), {
    headers: { ...as.headers, 'if-none-match': head.headers().etag ?? '' },
  });
  expect(again.status()).toBe(304);
  // Each HEAD of a page not kept yet is a render of the client's 4 a minute, as a GET's is.
  for (let i = 1; i < 4; i++) expect((await request.head(page(i), as)).status(), `HEAD ${i}`).toBe(200);
  expect((await request.head(page(4), as)).status()).toBe(429);
  expect((await request.get(page(4), as)).status()).toBe(429);
  // Another spelling of an address is sent to its own, for a HEAD as for a GET.
  const venue = 1;
  const spelled = await request.head(`${origin}/leaderboards/00${venue}`, { ...as, maxRedirects: 0 });
  expect(spelled.status()).toBe(301);
  expect(spelled.headers().location).toBe(`/leaderboards/${venue}`);
});
