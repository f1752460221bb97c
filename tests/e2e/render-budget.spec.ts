import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { playerPath } from '../../src/domain/paths';
import { type OwnServer, startOwnServer } from './own-server';

// A server of this suite's own with a small render budget: each client may have 4 pages a minute
// rendered for it (kept pages are free), as RATE_LIMIT_RENDER says; behind one proxy of ours.
let server: OwnServer | undefined;
let dataDir = '';

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'a server’s limit, not a screen: once is enough');

test.beforeAll(async ({ browserName: _ }, info) => {
  const port = Number(process.env.E2E_PORT ?? 4399) + 70 + info.parallelIndex;
  dataDir = `data/e2e-budget-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  server = await startOwnServer(port, {
    PGLITE_DIR: `${dataDir}/pglite`,
    DATABASE_URL: '',
    RATE_LIMIT_RENDER: '4',
    TRUST_PROXY: '1',
    WARM_PAGES: 'false',
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a client asking for page after page to render is told to wait; kept pages and other clients are not', async ({
  request,
}) => {
  const origin = server?.origin ?? '';
  const board = (await (await request.get(`${origin}/api/leaderboards/world`)).json()) as {
    today: Array<{ players: string; locationId: number }>;
  };
  const page = (i: number) =>
    `${origin}${playerPath(board.today[i]?.players ?? '', board.today[i]?.locationId ?? 1, 'games')}`;
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
