import { brotliCompressSync, brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Random } from '../../src/domain/random';
import {
  ANSWER_QUALITY,
  BEST_QUALITY,
  bestQualitySavesARoundTrip,
  brotliTextParams,
  FIRST_FLIGHT_BYTES,
} from '../../src/server/http/brotli';
import { encodedCopiesMade } from '../../src/server/http/encoded-copies';
import { PageCache } from '../../src/server/page-cache';

describe('the page cache', () => {
  it('keeps the pages that show the same to everyone, and a player page by its own address', () => {
    expect(PageCache.keyOf('/')).toBe('landing');
    expect(PageCache.keyOf('/', new URLSearchParams('utm_source=x'))).toBe('landing');
    // A search in the address is its answer, for this visitor: rendered each time, never kept.
    expect(PageCache.keyOf('/', new URLSearchParams('search=Ann'))).toBeUndefined();
    expect(PageCache.keyOf('/', new URLSearchParams('switch=Ann&at=3'))).toBeUndefined();
    expect(PageCache.keyOf('/player/Ann/location/3/leaderboard')).toBe('board:3');
    // A board does not depend on the player in its address: one entry for all.
    expect(PageCache.keyOf('/player/Bob/location/3/leaderboard')).toBe('board:3');
    expect(PageCache.keyOf('/player/Ann/location/3/world-leaderboard')).toBe('world');
    // A board's period is its own entry; a period it has not is rendered each time, never kept.
    const period = (value: string) => new URLSearchParams(`period=${value}`);
    expect(PageCache.keyOf('/player/Ann/location/3/leaderboard', period('month'))).toBe('board:3:month');
    expect(PageCache.keyOf('/player/Ann/location/3/world-leaderboard', period('year'))).toBe('world:year');
    expect(PageCache.keyOf('/leaderboards', period('yesterday'))).toBe('public:world:yesterday');
    expect(PageCache.keyOf('/leaderboards/3', period('today'))).toBe('public:board:3');
    expect(PageCache.keyOf('/leaderboards/3', period('week'))).toBeUndefined();
    expect(PageCache.keyOf('/league', period('week'))).toBe('public:league');
    expect(PageCache.keyOf('/player/Ann/location/3/summary', period('week'))).toBe('summary:3:Ann');
    expect(PageCache.keyOf('/player/Ann/location/3/summary')).toBe('summary:3:Ann');
    expect(PageCache.keyOf('/player/Zed%2541x/location/3/games')).toBe('games:3:Zed%2541x');
    expect(PageCache.keyOf('/player/ZedAx/location/3/games')).toBe('games:3:ZedAx');
  });

  it("keeps the public boards and league apart from the player area's (which have a menu)", () => {
    expect(PageCache.keyOf('/leaderboards')).toBe('public:world');
    expect(PageCache.keyOf('/leaderboards/3')).toBe('public:board:3');
    expect(PageCache.keyOf('/league')).toBe('public:league');
    for (const path of ['/leaderboards/0', '/leaderboards/03', '/leaderboards/leeds', '/leaderboards/3/x'])
      expect(PageCache.keyOf(path), path).toBeUndefined();
  });

  it('never keys a venue number the app does not take, nor a page rendered per request', () => {
    for (const path of [
      '/player/Ann/location/0/summary',
      '/player/Ann/location/007/summary',
      '/player/Ann/location/12345678901/games',
      '/player/Ann/location/x/leaderboard',
      '/player/Ann/location/3/badges',
      '/admin',
      '/toc',
    ])
      expect(PageCache.keyOf(path), path).toBeUndefined();
  });

  it('serves a page only for the data version it was rendered at', () => {
    const pages = new PageCache();
    pages.set('landing', 4, '<p>v4</p>', 'text/html', "default-src 'self'");
    expect(pages.get('landing', 4)?.body.toString()).toBe('<p>v4</p>');
    expect(pages.get('landing', 5)).toBeUndefined();
  });

  it('stays within its bytes, the least recently used page out first', () => {
    const pages = new PageCache({ entries: 100, bytes: 1000 });
    for (let i = 0; i < 20; i++) pages.set(`summary:1:p${i}`, 1, 'x'.repeat(100), 'text/html', '');
    expect(pages.bytes).toBeLessThanOrEqual(1000);
    expect(pages.get('summary:1:p19', 1)).toBeDefined();
    expect(pages.get('summary:1:p0', 1)).toBeUndefined();
  });

  it('makes each encoded copy of a page once, on the first request that asks for it, with an ETag of its own', () => {
    const pages = new PageCache();
    const body = `<p>${'leaderboard row '.repeat(500)}</p>`;
    const page = pages.set('world', 1, body, 'text/html', '');
    const before = encodedCopiesMade.count;
    const browser = 'gzip, deflate, br, zstd';
    const first = pages.representation(page, browser);
    for (let i = 0; i < 50; i++) expect(pages.representation(page, browser).body).toBe(first.body);
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).toString('utf8')).toBe(body);
    const gzip = pages.representation(page, 'gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(body);
    expect(pages.representation(page, 'gzip').body).toBe(gzip.body);
    expect(encodedCopiesMade.count - before).toBe(2);
    // Each representation has its own ETag, and says it varies with Accept-Encoding.
    const plain = pages.representation(page, null);
    expect(plain.body.byteLength).toBe(Buffer.byteLength(body));
    expect(new Set([first.etag, gzip.etag, plain.etag]).size).toBe(3);
    for (const sent of [first, gzip, plain]) expect(sent.headers.Vary).toBe('Accept-Encoding');
    expect([
      first.headers['Content-Encoding'],
      gzip.headers['Content-Encoding'],
      plain.headers['Content-Encoding'],
    ]).toEqual(['br', 'gzip', undefined]);
  });

  it('sends a page too small to gain from compression as it is', () => {
    const pages = new PageCache();
    const page = pages.set('landing', 1, '<p>tiny</p>', 'text/html', '');
    const sent = pages.representation(page, 'gzip, deflate, br, zstd');
    expect(sent.encoding).toBeUndefined();
    expect(Buffer.from(sent.body).toString()).toBe('<p>tiny</p>');
  });

  it("compresses at the quick quality, and at the best only where that brings a page inside a new connection's first round trip", async () => {
    const pages = new PageCache();
    const random = new Random(11);
    const rows = (n: number) =>
      `<table>${Array.from({ length: n }, () => `<tr><td>Player${random.int(0, 1e9)}</td><td>${random.int(0, 1e7)}</td></tr>`).join('')}</table>`;
    const at = (body: string, quality: number) =>
      brotliCompressSync(body, { params: brotliTextParams(quality, Buffer.byteLength(body)) });
    // A page whose quick copy is just over the first flight, one well under it, one far over it.
    let near = rows(300);
    while (at(near, ANSWER_QUALITY).length <= FIRST_FLIGHT_BYTES) near += rows(20);
    const small = rows(100);
    const large = rows(3000);
    expect(bestQualitySavesARoundTrip(at(near, ANSWER_QUALITY).length)).toBe(true);
    const [nearPage, smallPage, largePage] = [near, small, large].map((body, i) =>
      pages.set(`board:${i}`, 1, body, 'text/html', ''),
    );
    const brotliOf = (page: typeof nearPage) =>
      Buffer.from(page ? pages.representation(page, 'br').body : new Uint8Array());
    // The first request gets the quick copy; the best one replaces it once made.
    expect(brotliOf(nearPage)).toEqual(at(near, ANSWER_QUALITY));
    await expect.poll(() => brotliOf(nearPage).equals(at(near, BEST_QUALITY))).toBe(true);
    expect(brotliOf(nearPage).length).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
    expect(brotliOf(smallPage)).toEqual(at(small, ANSWER_QUALITY));
    expect(brotliOf(largePage)).toEqual(at(large, ANSWER_QUALITY));
  });

  it("keeps a player's own page at the quick quality, even where the best would save a round trip", async () => {
    const pages = new PageCache();
    const random = new Random(12);
    const rows = (n: number) =>
      `<ol>${Array.from({ length: n }, () => `<li>Level${random.int(0, 1e9)} ${random.int(0, 1e7)}</li>`).join('')}</ol>`;
    const at = (body: string, quality: number) =>
      brotliCompressSync(body, { params: brotliTextParams(quality, Buffer.byteLength(body)) });
    let near = rows(300);
    while (at(near, ANSWER_QUALITY).length <= FIRST_FLIGHT_BYTES) near += rows(20);
    expect(bestQualitySavesARoundTrip(at(near, ANSWER_QUALITY).length)).toBe(true);
    const summary = pages.set('summary:3:Ada', 1, near, 'text/html', '');
    const board = pages.set('board:3', 1, near, 'text/html', '');
    const brotliOf = (page: typeof summary) => Buffer.from(pages.representation(page, 'br').body);
    expect(brotliOf(summary)).toEqual(at(near, ANSWER_QUALITY));
    expect(brotliOf(board)).toEqual(at(near, ANSWER_QUALITY));
    // Once the board's best copy is made, the summary's is still the quick one.
    await expect.poll(() => brotliOf(board).equals(at(near, BEST_QUALITY))).toBe(true);
    expect(brotliOf(summary)).toEqual(at(near, ANSWER_QUALITY));
  });

  it("sends a player's own page as zstd to a browser that takes it, a shared page as Brotli", () => {
    const pages = new PageCache();
    const body = `<p>${'level row '.repeat(500)}</p>`;
    const games = pages.set('games:3:Ada', 1, body, 'text/html', '');
    const board = pages.set('board:3', 1, body, 'text/html', '');
    const chromium = 'gzip, deflate, br, zstd';
    const own = pages.representation(games, chromium);
    expect(own.encoding).toBe('zstd');
    expect(zstdDecompressSync(own.body).toString('utf8')).toBe(body);
    expect(pages.representation(games, 'gzip, deflate, br').encoding).toBe('br');
    expect(pages.representation(board, chromium).encoding).toBe('br');
  });
});
