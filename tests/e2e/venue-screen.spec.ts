import { rmSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { PlayerData } from '../../src/contract/schemas/players';
import type { VenueScreen } from '../../src/contract/schemas/venue-screen';
import type { FeedRecord } from './ingest';
import { type OwnServer, startOwnServer } from './own-server';

// The screen must outlive its server: these tests run on a server of their own, restarted mid-test.
const TOKEN = 'screen-ingest-token';
let server: OwnServer | undefined;
let port = 0;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

const start = () =>
  startOwnServer(port, { PGLITE_DIR: `${dataDir}/pglite`, DATABASE_URL: '', INGEST_TOKEN: TOKEN });

test.beforeAll(async ({ browserName: _ }, info) => {
  port = Number(process.env.E2E_PORT ?? 4399) + 90 + info.parallelIndex;
  dataDir = `data/e2e-screen-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  server = await start();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const origin = () => `http://127.0.0.1:${port}`;

/** A record that beats the venue's top score on one of the board leader's levels (the `nth`). */
async function newTopRecord(
  page: Page,
  player: string,
  nth: number,
): Promise<FeedRecord & { shown: string }> {
  const screen = (await (await page.request.get(`${origin()}/api/locations/1/screen`)).json()) as VenueScreen;
  const leader = screen.board[0]?.name ?? '';
  const data = (await (
    await page.request.get(`${origin()}/api/activate/players/player/${encodeURIComponent(leader)}/location/1`)
  ).json()) as PlayerData;
  const level = data.scores.filter((s) => s.roomName !== 'Hidden')[nth];
  if (!level) throw new Error('The leader has no such level');
  return {
    player,
    location: screen.venue.name,
    room: level.roomName,
    game: level.gameName,
    level: level.levelId,
    score: level.topScore + 1000,
    // Just now: a minute back crossed midnight once, and the score was then yesterday's, not today's.
    playedAt: new Date(Date.now() - 1000).toISOString(),
    shown: `${level.gameName} L${level.levelId + 1}`,
  };
}

async function ingest(page: Page, record: FeedRecord & { shown: string }) {
  const { shown: _, ...line } = record;
  const res = await page.request.post(`${origin()}/api/ingest`, {
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson' },
    data: JSON.stringify(line),
  });
  expect(res.status()).toBe(200);
}

/** The new-tops panel's row of a player, with its game and level. */
const topRow = (page: Page, record: { player: string; shown: string }) =>
  page
    .locator('.venue-screen__row--top')
    .filter({ hasText: record.player })
    .filter({ hasText: record.shown });

test('shows a new top score as it is imported, and recovers after the server restarts', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${origin()}/venue/1/screen`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await expect(page.locator('.venue-screen__mode')).toHaveText('Live');
  // Marks this document: a reload would lose it.
  await page.evaluate(() => {
    (window as { screenMarker?: number }).screenMarker = 1;
  });

  const first = await newTopRecord(page, 'Screen Star', 0);
  await ingest(page, first);
  await expect(topRow(page, first)).toBeVisible();

  // SIGTERM with the stream open: the server ends it and stops promptly (not after its grace time).
  const stopping = Date.now();
  await server?.stop();
  expect(Date.now() - stopping).toBeLessThan(8000);
  await expect(page.locator('.venue-screen__mode')).not.toHaveText('Live');
  server = await start();

  const second = await newTopRecord(page, 'Screen Comet', 1);
  await ingest(page, second);
  // Back through the stream (reopened by itself) or, until it is, by polling.
  await expect(topRow(page, second)).toBeVisible();
  await expect(page.locator('.venue-screen__mode')).toHaveText('Live');
  expect(await page.evaluate(() => (window as { screenMarker?: number }).screenMarker)).toBe(1);
});

test('an unknown venue is the 404 page', async ({ page }) => {
  const response = await page.goto(`${origin()}/venue/987654/screen`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
