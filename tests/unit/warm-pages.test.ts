import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicPagePaths, warmPublicPages } from '../../src/server/launcher/warm-pages';

/** A stand-in server: two venues, and a log of the pages asked for. */
async function fakeSite(): Promise<{
  origin: string;
  asked: string[];
  /** Resolves once `count` pages have been asked for. */
  reached: (count: number) => Promise<void>;
  close: () => Promise<void>;
}> {
  const asked: string[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const server = http.createServer((req, res) => {
    if (req.url === '/api/activate/locations') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify([
          { id: 3, name: 'Leeds' },
          { id: 7, name: 'York' },
        ]),
      );
      return;
    }
    asked.push(req.url ?? '');
    res.end('<p>page</p>');
    for (const w of waiting.filter((w) => asked.length >= w.count)) w.resolve();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    asked,
    reached: (count) =>
      asked.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('warming the public pages', () => {
  it('asks for the landing page, the world board, the league and every venue board', async () => {
    const site = await fakeSite();
    closers.push(site.close);
    const warmer = warmPublicPages(site.origin, () => () => {});
    await warmer.run();
    warmer.stop();
    expect(site.asked).toEqual(['/', '/leaderboards', '/league', '/leaderboards/3', '/leaderboards/7']);
    expect(publicPagePaths([])).toEqual(['/', '/leaderboards', '/league']);
  });

  it('renders once after a burst of changes, when the data has been still for a moment', async () => {
    const site = await fakeSite();
    closers.push(site.close);
    // Only the warmer's own timers are faked: the requests to the stand-in server stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetches = vi.spyOn(globalThis, 'fetch');
    try {
      let changed = () => {};
      const warmer = warmPublicPages(
        site.origin,
        (listener) => {
          changed = listener;
          return () => {};
        },
        50,
      );
      for (let i = 0; i < 5; i++) {
        changed();
        vi.advanceTimersByTime(30);
      }
      // 30 ms after the last change, inside the quiet time: nothing asked yet.
      expect(site.asked).toEqual([]);
      vi.advanceTimersByTime(20);
      await site.reached(5);
      // Once: however long the data then stays still, no second run starts (a run's first step,
      // asking for the venues, is a call made the moment its timer fires).
      const requests = fetches.mock.calls.length;
      vi.advanceTimersByTime(60_000);
      expect(fetches.mock.calls.length).toBe(requests);
      warmer.stop();
    } finally {
      fetches.mockRestore();
      vi.useRealTimers();
    }
  });
});
