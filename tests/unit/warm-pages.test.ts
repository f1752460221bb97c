import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { publicPagePaths, warmPublicPages } from '../../src/server/launcher/warm-pages';

/** A stand-in server: two venues, and a log of the pages asked for. */
async function fakeSite(): Promise<{ origin: string; asked: string[]; close: () => Promise<void> }> {
  const asked: string[] = [];
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
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    asked,
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
    let changed = () => {};
    const warmer = warmPublicPages(
      site.origin,
      (listener) => {
        changed = listener;
        return () => {};
      },
      50,
    );
    for (let i = 0; i < 5; i++) changed();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(site.asked).toEqual([]);
    await expect.poll(() => site.asked.length, { timeout: 5000 }).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(site.asked.length).toBe(5);
    warmer.stop();
  });
});
