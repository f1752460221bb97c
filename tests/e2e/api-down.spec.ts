/**
 * Why a browser: what a visitor sees while the database is away, and that the pages recover once
 * it is back ("Try again"), on a server of this suite's own (several server processes). One
 * journey, in one browser page; the cache header is read over HTTP on the way.
 */
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { playerPath } from '../../src/domain/paths';
import { TcpProxy } from '../support/tcp-proxy';
import { worldBoardTop } from '../support/world-board';
import { type OwnServer, startOwnServer } from './own-server';

// A server of this suite's own, on PostgreSQL behind a proxy the test can cut: the database really
// goes away, and the site has to say so.
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `arcade_e2e_down_${process.pid}`;
let ORIGIN = '';

let server: OwnServer | undefined;
let proxy: TcpProxy;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

test.beforeAll(async ({ browserName: _ }, info) => {
  // One server per parallel worker, each on its own port.
  const port = Number(process.env.E2E_PORT ?? 4399) + 50 + info.parallelIndex;
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const target = new URL(ADMIN_URL);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const url = new URL(ADMIN_URL);
  url.port = String(proxy.port);
  url.pathname = `/${DATABASE}`;
  // One worker (the database's loss is the same for two), and the production defaults otherwise.
  server = await startOwnServer(port, {
    DATABASE_URL: url.toString(),
    DB_TIMEOUT_MS: '2000',
    WEB_CONCURRENCY: '1',
  });
  ORIGIN = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.stop();
  await admin(`drop database if exists ${DATABASE} with (force)`);
});

test('while the database is away each page says so, nothing tells whether a page was kept, and all recover', async ({
  page,
}) => {
  const top = await worldBoardTop(ORIGIN);
  const message = page.getByText('API is currently down. Please try again later.');

  await test.step('the player pages cover themselves when the API is down, and recover when it is back', async () => {
    await page.goto(`${ORIGIN}${playerPath(top.players, top.locationId)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${top.players} Summary`);
    await expect(message).toBeHidden();

    await proxy.stop();
    await page.goto(`${ORIGIN}${playerPath(top.players, top.locationId, 'leaderboard')}`);
    await expect(message).toBeVisible();
    await expect(page.getByRole('alertdialog')).toBeVisible();

    await proxy.start();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(message).toBeHidden();
  });

  await test.step("the landing's search says the API is down, not 'Player not found', for a real player", async () => {
    // A player nobody asked for yet: the server answers what it has kept (the leader's venues, asked
    // by the step before) while the database is away, as it should.
    const board = (await (await fetch(`${ORIGIN}/api/leaderboards/world`)).json()) as {
      today: Array<{ players: string }>;
    };
    const unasked = board.today.at(-1)?.players;
    if (!unasked) throw new Error('The world board is empty');
    await page.goto(`${ORIGIN}/`);
    await proxy.stop();
    try {
      const box = page.getByLabel('Player Name');
      await box.fill(unasked);
      await box.press('Enter');
      await expect(page.getByRole('alert')).toHaveText('API is currently down. Please try again later.');
      // The same from the server, for a search sent before the page's script ran.
      await page.goto(`${ORIGIN}/?search=${encodeURIComponent(unasked)}`);
      await expect(page.getByRole('alert')).toHaveText('API is currently down. Please try again later.');
    } finally {
      await proxy.start();
    }
  });

  await test.step('a page does not tell strangers whether it was kept (whose page someone viewed lately)', async () => {
    const path = `${ORIGIN}${playerPath(top.players, top.locationId, 'games')}`;
    for (let i = 0; i < 2; i++) {
      const res = await fetch(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-page-cache')).toBeNull();
    }
  });

  await test.step('the admin area answers 503 with a message, not an error, while the database is away', async () => {
    await proxy.stop();
    try {
      // A session cookie makes the server look the visitor up in the database, which is gone.
      await page.context().addCookies([{ name: 'arcade_session', value: 'x'.repeat(43), url: ORIGIN }]);
      const response = await page.goto(`${ORIGIN}/admin`);
      expect(response?.status()).toBe(503);
      await expect(message).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute('href', '/');
    } finally {
      await proxy.start();
    }
    // Back: an unknown session is no admin, and goes to the start page.
    await page.goto(`${ORIGIN}/admin`);
    await expect(page).toHaveURL(`${ORIGIN}/`);
  });
});
