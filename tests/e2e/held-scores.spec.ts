import { expect, type Page, test } from '@playwright/test';
import type { IngestResult } from '../../src/contract/schemas/jobs';
import type { LevelBoard } from '../../src/contract/schemas/level-boards';
import type { PlayerData } from '../../src/contract/schemas/players';
import type { VenueScreen } from '../../src/contract/schemas/venue-screen';
import { formatNumber } from '../../src/domain/format';
import { levelBoardPath } from '../../src/domain/level-board-path';
import { logIn, openAdmin } from './admin';
import { whenReady } from './hydration';
import { ownAdminServer } from './own-admin-server';

// Scores you can trust, as a venue manager meets them: a misread 900,000 is held (the TV screen and
// the board never show it) until an admin accepts it; a counted score can be voided and restored.
// On a server of its own: the shared one counts every score at once (its tests move boards by
// jumping players far past level tops).
const TOKEN = 'held-ingest-token';
const PLAYER = 'Karma Dancer';
const SCORE = 900_000;

for (const database of ['pglite', 'postgres'] as const) {
  test.describe(`on ${database}`, () => {
    test.describe.configure({ mode: 'serial' });
    const origin = ownAdminServer(
      database === 'pglite' ? 100 : 104,
      `held-${database}`,
      { INGEST_TOKEN: TOKEN },
      database,
    );

    /** The board leader's first level at venue 1, as the feed names it. */
    async function leaderLevel(page: Page) {
      const screen = (await (
        await page.request.get(`${origin()}/api/locations/1/screen`)
      ).json()) as VenueScreen;
      const leader = screen.board[0]?.name ?? '';
      const data = (await (
        await page.request.get(
          `${origin()}/api/activate/players/player/${encodeURIComponent(leader)}/location/1`,
        )
      ).json()) as PlayerData;
      const level = data.scores.find((s) => s.roomName !== 'Hidden' && s.topScore > 0);
      if (!level) throw new Error('The leader has no level');
      return { venue: screen.venue.name, level };
    }

    test('a 900,000 is held and shown nowhere, then counts on the venue screen within 5 s of an admin accepting it', async ({
      browser,
      page,
    }) => {
      const { venue, level } = await leaderLevel(page);
      const res = await page.request.post(`${origin()}/api/ingest`, {
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson' },
        data: JSON.stringify({
          player: PLAYER,
          location: venue,
          room: level.roomName,
          game: level.gameName,
          level: level.levelId,
          score: SCORE,
          playedAt: new Date(Date.now() - 1000).toISOString(),
        }),
      });
      expect(res.status()).toBe(200);
      expect(((await res.json()) as IngestResult).held).toEqual([
        expect.objectContaining({ player: PLAYER, score: SCORE, topScore: level.topScore }),
      ]);

      // The screen shows today's new tops only: the held score is not among them, nor on the board.
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.goto(`${origin()}/venue/1/screen?panels=tops`);
      await expect(page.getByRole('heading', { name: 'New top scores today' })).toBeVisible();
      await expect(page.locator('.venue-screen__panel')).not.toContainText(PLAYER);
      const board = await page.request.get(`${origin()}/api/leaderboards/1`);
      expect(await board.text()).not.toContain(PLAYER);

      const admin = await (await browser.newContext()).newPage();
      await logIn(admin, 'admin', origin());
      await openAdmin(admin, '/admin', origin());
      const held = admin.getByRole('region', { name: 'Held scores' });
      const row = held.getByRole('row').filter({ hasText: PLAYER });
      await expect(row).toContainText(formatNumber(SCORE));
      await expect(row).toContainText(formatNumber(level.topScore));
      await held.getByLabel(/^Reason/).fill('Checked with the venue');
      await row
        .getByRole('button', { name: `Accept ${PLAYER}'s ${formatNumber(SCORE)}`, exact: false })
        .click();
      await expect(held.getByText('No score is waiting for review.')).toBeVisible();
      const accepted = Date.now();

      // The open screen follows by itself.
      await expect(page.locator('.venue-screen__row--top').filter({ hasText: PLAYER })).toContainText(
        formatNumber(SCORE),
        { timeout: 5000 },
      );
      test
        .info()
        .annotations.push({ type: 'accepted → on the screen', description: `${Date.now() - accepted} ms` });
      const log = admin.getByRole('region', { name: 'Review log' });
      await expect(log.getByRole('row').filter({ hasText: PLAYER }).first()).toContainText('Accepted');
      await expect(log.getByRole('row').filter({ hasText: PLAYER }).first()).toContainText(
        'Checked with the venue',
      );
    });

    test('an admin voids a counted score (the screen lets it go) and restores it', async ({
      browser,
      page,
    }) => {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.goto(`${origin()}/venue/1/screen?panels=tops`);
      const onScreen = page.locator('.venue-screen__row--top').filter({ hasText: PLAYER });
      await expect(onScreen).toBeVisible();

      const admin = await (await browser.newContext()).newPage();
      await logIn(admin, 'admin', origin());
      await openAdmin(admin, '/admin', origin());
      const voided = admin.getByRole('region', { name: 'Voided scores' });
      await voided.getByLabel('Player').fill(PLAYER);
      await voided.getByLabel('Venue').selectOption({ index: 1 });
      await voided.getByRole('button', { name: 'Find their scores' }).click();
      await voided.getByLabel('Their best on').selectOption({ index: 1 });
      await voided.getByRole('button', { name: /^Void / }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Void' }).click();
      const row = voided.getByRole('row').filter({ hasText: PLAYER });
      await expect(row).toContainText(formatNumber(SCORE));
      await expect(onScreen).toHaveCount(0, { timeout: 5000 });

      await row.getByRole('button', { name: /^Restore / }).click();
      await expect(voided.getByText('No score is voided.')).toBeVisible();
      await expect(onScreen).toBeVisible({ timeout: 5000 });
      const log = admin
        .getByRole('region', { name: 'Review log' })
        .getByRole('row')
        .filter({ hasText: PLAYER });
      await expect(log.nth(0)).toContainText('Restored');
      await expect(log.nth(1)).toContainText('Voided');
    });

    test('an admin voids a score from its row on the level board (anyone else sees no such link), then restores it', async ({
      browser,
      page,
    }) => {
      // The level of the accepted 900,000 (the first test's): its record at venue 1.
      const data = (await (
        await page.request.get(
          `${origin()}/api/activate/players/player/${encodeURIComponent(PLAYER)}/location/1`,
        )
      ).json()) as PlayerData;
      const level = data.scores.find((s) => s.highScore === SCORE);
      if (!level) throw new Error(`${PLAYER} has no ${SCORE} at venue 1`);
      const path = levelBoardPath(PLAYER, 1, level.gameId, level.levelId + 1);
      const api = `${origin()}/api/levels/1/${level.gameId}/${level.levelId + 1}`;
      const recordHolder = async () =>
        ((await (await page.request.get(api)).json()) as LevelBoard).record?.playerName;
      const voidLink = { name: `Void ${PLAYER}'s ${formatNumber(SCORE)}` };

      // A visitor: the board as it was, no Review column, no link; public, as every such page.
      const visited = await page.goto(`${origin()}${path}`);
      expect(visited?.headers()['cache-control']).toMatch(/^public, /);
      await expect(page.getByTestId('level-record')).toContainText(`${PLAYER} since`);
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
        '#',
        'Name',
        'Score',
        'Set on',
      ]);
      await expect(page.getByRole('link', { name: /^Void/ })).toHaveCount(0);

      // An admin: a link on each row with a score, to the admin area with that score filled in.
      const admin = await (await browser.newContext()).newPage();
      await logIn(admin, 'admin', origin());
      const board = await admin.goto(`${origin()}${path}`);
      expect(board?.headers()['cache-control']).toBe('private, no-store');
      const table = admin.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['#', 'Name', 'Score', 'Set on', 'Review']);
      const rows = table.locator('tbody tr');
      await expect(rows.getByRole('link', { name: /^Void / })).toHaveCount(await rows.count());
      const link = rows.filter({ hasText: PLAYER }).getByRole('link', voidLink);
      await expect(link).toHaveText('Void…');
      // The extra column keeps the table within a phone's screen.
      await admin.setViewportSize({ width: 390, height: 844 });
      expect(await table.evaluate((t) => t.getBoundingClientRect().right <= innerWidth)).toBe(true);
      await admin.setViewportSize({ width: 1280, height: 900 });

      await link.click();
      await whenReady(admin);
      const voided = admin.getByRole('region', { name: 'Voided scores' });
      const voidButton = voided.getByRole('button', { name: `Void ${level.gameName} L${level.levelId + 1}` });
      await expect(voidButton).toBeFocused();
      await expect(voided.getByLabel('Player')).toHaveValue(PLAYER);
      await expect(voided.getByLabel('Their best on')).toHaveValue(`${level.gameId}:${level.levelId}`);
      await voidButton.click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Void' }).click();
      const row = voided.getByRole('row').filter({ hasText: PLAYER });
      await expect(row).toContainText(formatNumber(SCORE));
      await expect(admin).not.toHaveURL(/[?&]void=/);

      // The board lets it go at the next data version: the record falls back to someone else.
      await expect.poll(recordHolder).not.toBe(PLAYER);
      await page.reload();
      await expect(page.getByTestId('level-record')).not.toContainText(PLAYER);
      await expect(page.getByTestId('level-you')).toContainText('You have not played this level yet.');
      await expect(page.getByRole('table')).not.toContainText(PLAYER);

      // Restored: the tests share this server's data, and the board is as it was.
      await row.getByRole('button', { name: /^Restore / }).click();
      await expect(voided.getByText('No score is voided.')).toBeVisible();
      await expect.poll(recordHolder).toBe(PLAYER);
    });
  });
}
