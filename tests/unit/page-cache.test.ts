import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ANSWER_QUALITY, brotliTextParams, SHARED_PAGE_QUALITY } from '../../src/server/http/brotli';
import { acceptsBrotli, PageCache } from '../../src/server/page-cache';

describe('the page cache', () => {
  it('keeps the pages that show the same to everyone, and a player page by its own address', () => {
    expect(PageCache.keyOf('/')).toBe('landing');
    expect(PageCache.keyOf('/player/Ann/location/3/leaderboard')).toBe('board:3');
    // A board does not depend on the player in its address: one entry for all.
    expect(PageCache.keyOf('/player/Bob/location/3/leaderboard')).toBe('board:3');
    expect(PageCache.keyOf('/player/Ann/location/3/world-leaderboard')).toBe('world');
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
    expect(pages.get('landing', 4)?.body).toBe('<p>v4</p>');
    expect(pages.get('landing', 5)).toBeUndefined();
  });

  it('stays within its bytes, the least recently used page out first', () => {
    const pages = new PageCache({ entries: 100, bytes: 1000 });
    for (let i = 0; i < 20; i++) pages.set(`summary:1:p${i}`, 1, 'x'.repeat(100), 'text/html', '');
    expect(pages.bytes).toBeLessThanOrEqual(1000);
    expect(pages.get('summary:1:p19', 1)).toBeDefined();
    expect(pages.get('summary:1:p0', 1)).toBeUndefined();
  });

  it('keeps a Brotli copy of each page, made after the page is kept', async () => {
    const pages = new PageCache();
    const body = `<p>${'leaderboard row '.repeat(500)}</p>`;
    const page = pages.set('world', 1, body, 'text/html', '');
    await expect.poll(() => page.brotli).toBeDefined();
    expect(brotliDecompressSync(page.brotli ?? Buffer.alloc(0)).toString('utf8')).toBe(body);
  });

  it("compresses a page every visitor sees at Brotli's best, a player's page at the quick quality", async () => {
    const pages = new PageCache();
    const body = `<table>${Array.from({ length: 400 }, (_, i) => `<tr><td>Player${i * 7919}</td><td>${i * 1234}</td></tr>`).join('')}</table>`;
    const board = pages.set('board:1', 1, body, 'text/html', '');
    const games = pages.set('games:1:Zoe', 1, body, 'text/html', '');
    await expect.poll(() => board.brotli !== undefined && games.brotli !== undefined).toBe(true);
    const at = (quality: number) =>
      brotliCompressSync(body, { params: brotliTextParams(quality, Buffer.byteLength(body)) });
    expect(games.brotli).toEqual(at(ANSWER_QUALITY));
    expect(board.brotli).toEqual(at(SHARED_PAGE_QUALITY));
    expect(board.brotli?.length).toBeLessThan(games.brotli?.length ?? 0);
  });

  it('sends the Brotli copy only to a browser that takes Brotli', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip')).toBe(false);
    expect(acceptsBrotli(null)).toBe(false);
  });
});
