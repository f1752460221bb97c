import { startTestApi, type TestApi } from '@tests/api/harness';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerData } from '@/contract/schemas/players';
import { queryRows } from '@/server/db/client';

let api: TestApi;
let player: { name: string; locationId: number; location: string };

beforeAll(async () => {
  api = await startTestApi();
  const [p] = await queryRows<{ name: string; location_id: number; location: string }>(
    api.database.db,
    sql`select p.name, t.location_id, l.name as location from player_totals t join players p on p.id = t.player_id
        join locations l on l.id = t.location_id where t.location_id in (select location_id from location_games lg
        join games g on g.id = lg.game_id where g.room_id = 21) order by t.total_score desc limit 1`,
  );
  player = { name: p?.name ?? '', locationId: p?.location_id ?? 0, location: p?.location ?? '' };
});
afterAll(() => api.close());

const download = (query: string, headers: Record<string, string> = {}) =>
  api.app.request(`/players/exportData/${encodeURIComponent(player.name)}${query}`, { headers });

describe('GET /players/exportData/{name}', () => {
  it("downloads the player's sheet as a CSV named after the player and the product", async () => {
    const res = await download(`?locationId=${player.locationId}&locale=en-GB`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${player.name} Arcade Stats.csv`)}`,
    );
    const rows = parse((await res.text()).replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
    expect(rows[0]).toEqual(['Player', player.name]);
    expect(rows[1]).toEqual(['Location', player.location]);
    expect(rows[2]).toEqual(['Date', '20 November 2026']);
    expect(rows[4]).toEqual(['Room', 'Game', 'Level', 'Score', 'Top Score']);
    const data = (
      await api.get(
        `/api/activate/players/player/${encodeURIComponent(player.name)}/location/${player.locationId}`,
      )
    ).body as PlayerData;
    const levels = rows.filter((r) => r.length === 5 && /^\d+$/.test(r[2] ?? ''));
    expect(levels).toHaveLength(data.scores.length);
    expect(rows.flat()).not.toContain('Staff Test');
    const closing = rows[rows.length - 1] ?? [];
    expect(rows[rows.length - 2]).toEqual(['Stars', 'Total Levels', 'Rank', 'Total Score']);
    expect(closing[1]).toBe(new Intl.NumberFormat('en-GB').format(data.levelsPlayed));
    expect(closing[2]).toBe(String(data.playerRank));
    expect(closing[3]).toBe(new Intl.NumberFormat('en-GB').format(data.totalScore));
  });

  it("formats numbers and the date for the reader's language", async () => {
    const res = await download(`?locationId=${player.locationId}`, { 'accept-language': 'de-DE,de;q=0.9' });
    const rows = parse((await res.text()).replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
    const data = (
      await api.get(
        `/api/activate/players/player/${encodeURIComponent(player.name)}/location/${player.locationId}`,
      )
    ).body as PlayerData;
    expect(rows[2]).toEqual(['Date', '20. November 2026']);
    expect(rows[rows.length - 1]?.[3]).toBe(new Intl.NumberFormat('de-DE').format(data.totalScore));
    expect(data.totalScore).toBeGreaterThan(999);
  });

  it("gives the older UI's sheet with a column per level", async () => {
    const res = await download(`?locationId=${player.locationId}&layout=levels`);
    const rows = parse((await res.text()).replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
    expect(rows[4]).toHaveLength(13);
  });

  it('defaults to the best venue, and refuses unknown players and bad layouts', async () => {
    expect((await download('')).status).toBe(200);
    expect((await api.get('/players/exportData/nobody-at-all')).status).toBe(404);
    expect((await download('?layout=pdf')).status).toBe(400);
  });
});
