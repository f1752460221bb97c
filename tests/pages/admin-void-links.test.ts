import { describe, expect, it } from 'vitest';
import type { LevelBoard } from '../../src/contract/schemas/level-boards';
import { formatNumber } from '../../src/domain/format';
import { levelBoardPath } from '../../src/domain/level-board-path';
import { voidLinkPath } from '../../src/domain/void-link';
import { sessionCookie, TEST_NOW, testConfig } from '../api/harness';
import { ndjson } from '../support/events';
import { scoreOn, wellPlayedLevel } from '../support/well-played-level';
import { pageSite, type RenderedPage } from './site';

/**
 * A level board as an admin and as anyone else gets it (moved from tests/e2e/held-scores.spec.ts):
 * the admin's Review column with a Void link on each row, to the admin area with that score
 * filled in, and a page no cache may keep; and the board after the record is voided and restored.
 * Following the link and voiding in the panel is the end-to-end test's (tests/e2e/admin-access.spec.ts).
 */
const TOKEN = 'void-links-ingest-token';
const site = pageSite({ config: testConfig({ INGEST_TOKEN: TOKEN }) });
const PLAYER = 'Karma Dancer';

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
const headers = (page: RenderedPage) => [...page.document.querySelectorAll('table thead th')].map(text);

describe("a level board's Void links", () => {
  it('are an admin’s alone, one on each row; the board lets a voided record go, and has it back once restored', async () => {
    const { api } = site.site();
    const level = await wellPlayedLevel(api.database.db);
    // A new record on the level, just set: the player's only score there.
    const score = level.top + 1;
    const res = await api.app.request('/api/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${TOKEN}` },
      body: ndjson([scoreOn(level, PLAYER, score, new Date(TEST_NOW.getTime() - 60_000).toISOString())]),
    });
    expect(res.status).toBe(200);
    const path = levelBoardPath(PLAYER, level.locationId, level.gameId, level.level + 1);
    const recordHolder = async () =>
      ((await site.read(`/api/levels/${level.locationId}/${level.gameId}/${level.level + 1}`)) as LevelBoard)
        .record?.playerName;
    await expect.poll(recordHolder).toBe(PLAYER);

    // Anyone else: no Review column, no link.
    const visitor = await site.open(path);
    expect(visitor.status).toBe(200);
    expect(text(visitor.document.querySelector('[data-testid="level-record"]'))).toContain(`${PLAYER} since`);
    expect(headers(visitor)).toEqual(['#', 'Name', 'Score', 'Set on']);
    expect(visitor.html).not.toContain('Void…');
    // A shared cache keeps the public copy apart from what a visitor with a session gets.
    expect(visitor.headers.get('vary')).toBe('Cookie');

    // An admin: a link on each row with a score, to the admin area with that score filled in.
    const cookie = await sessionCookie(api, 'void.links@example.com');
    const admin = await site.open(path, { cookie });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    expect(admin.headers.get('vary')).toBe('Cookie');
    expect(headers(admin)).toEqual(['#', 'Name', 'Score', 'Set on', 'Review']);
    const rows = [...admin.document.querySelectorAll('table tbody tr')];
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const name = text(row.querySelector('td:nth-child(2) bdi')) ?? '';
      const shown = text(row.querySelector('td:nth-child(3)')) ?? '';
      const link = row.querySelector('td:last-child a');
      expect(text(link)).toBe('Void…');
      expect(link?.getAttribute('aria-label')).toBe(`Void ${name}'s ${shown}`);
      expect(link?.getAttribute('href')).toBe(
        voidLinkPath({
          playerName: name,
          locationId: level.locationId,
          gameId: level.gameId,
          level: level.level,
        }),
      );
    }
    const own = rows.find((r) => text(r.querySelector('td:nth-child(2) bdi')) === PLAYER);
    expect(own?.querySelector('td:last-child a')?.getAttribute('aria-label')).toBe(
      `Void ${PLAYER}'s ${formatNumber(score)}`,
    );

    // Voided: the record falls back to someone else, and the player has not played the level.
    const voided = await api.send('POST', '/api/admin/voided-scores', {
      cookies: cookie,
      body: { playerName: PLAYER, locationId: level.locationId, gameId: level.gameId, level: level.level },
    });
    expect(voided.status).toBe(200);
    await expect.poll(recordHolder).not.toBe(PLAYER);
    const after = await site.open(path);
    expect(text(after.document.querySelector('[data-testid="level-record"]'))).not.toContain(PLAYER);
    expect(text(after.document.querySelector('[data-testid="level-you"]'))).toContain(
      'You have not played this level yet.',
    );
    expect(text(after.document.querySelector('table'))).not.toContain(PLAYER);

    // Restored: the board is as it was.
    const { voidedId } = voided.body as { voidedId: number };
    const restored = await api.send('POST', `/api/admin/voided-scores/${voidedId}/restore`, {
      cookies: cookie,
      body: {},
    });
    expect(restored.status).toBe(200);
    await expect.poll(recordHolder).toBe(PLAYER);
    const back = await site.open(path);
    expect(text(back.document.querySelector('[data-testid="level-record"]'))).toContain(`${PLAYER} since`);
  });
});
