import { startTestApi, TEST_NOW, type TestApi, testConfig } from '@tests/api/harness';
import { importPlayers } from '@tests/support/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerHistory } from '@/contract/schemas/history';
import type { PlayerData } from '@/contract/schemas/players';
import { addDays } from '@/domain/days';
import { LOCATION_NOT_FOUND, NO_PLAYER_FOUND } from '@/domain/messages';
import { dayClock } from '@/server/config';
import { queryRows } from '@/server/db/client';
import { rollover } from '@/server/jobs/rollover';

let api: TestApi;
let regular: { name: string; locationId: number };
const clock = dayClock(testConfig());
const today = '2026-11-20';
const yesterday = addDays(today, -1);

const path = (name: string, locationId: number, range?: string) =>
  `/api/activate/players/player/${encodeURIComponent(name)}/location/${locationId}/history${range ? `?range=${range}` : ''}`;

async function history(name: string, locationId: number, range?: string): Promise<PlayerHistory> {
  const res = await api.get(path(name, locationId, range));
  expect(res.status).toBe(200);
  return res.body as PlayerHistory;
}

/** The rows of a day, in key order, as text: what a re-run must write again. */
const dayRows = (day: string) =>
  queryRows<{ row: string }>(
    api.database.db,
    sql`select concat_ws(',', player_id, location_id, total_score, position) as row from player_days
        where day = ${day} order by player_id, location_id`,
  );

beforeAll(async () => {
  api = await startTestApi();
  // The pair with the most days: a regular of the seeded chain.
  const [r] = await queryRows<{ name: string; location_id: number }>(
    api.database.db,
    sql`select p.name, d.location_id from player_days d join players p on p.id = d.player_id
        group by p.name, d.player_id, d.location_id order by count(*) desc, d.player_id limit 1`,
  );
  regular = { name: r?.name ?? '', locationId: r?.location_id ?? 0 };
});
afterAll(() => api.close());

describe('a player history at a venue', () => {
  it('goes back at least 90 days for a seeded regular, one point per day, oldest first', async () => {
    const all = await history(regular.name, regular.locationId, 'all');
    expect(all.from).toBeNull();
    expect(all.points.length).toBeGreaterThan(30);
    const days = all.points.map((p) => p.day);
    expect(days).toEqual([...new Set(days)].sort());
    expect(days[0] && days[0] <= addDays(today, -90)).toBe(true);
    expect(days.at(-1) && (days.at(-1) ?? '') <= yesterday).toBe(true);
    // Totals never go down (bests only improve), and every total changed on its day.
    const totals = all.points.map((p) => p.totalScore);
    expect(totals.slice(1).every((total, i) => total > (totals[i] ?? 0))).toBe(true);
  });

  it('reads only the range asked for, 90 days by default', async () => {
    const all = await history(regular.name, regular.locationId, 'all');
    for (const range of ['7', '30', '90', '365'] as const) {
      const answer = await history(regular.name, regular.locationId, range);
      const from = addDays(today, -Number(range));
      expect(answer).toMatchObject({ range, from, locationId: regular.locationId });
      expect(answer.points).toEqual(all.points.filter((p) => p.day >= from));
    }
    expect(await history(regular.name, regular.locationId)).toEqual(
      await history(regular.name, regular.locationId, '90'),
    );
  });

  it("ends on the player's figures at the last closed day, and agrees with that day's board", async () => {
    const [top] = await queryRows<{ name: string; location_id: number; position: number; score: number }>(
      api.database.db,
      sql`select p.name, s.location_id, s.position, s.score from leaderboard_snapshots s
          join players p on p.id = s.player_id join player_days d
            on d.player_id = s.player_id and d.location_id = s.location_id and d.day = s.day
          where s.day = ${yesterday} and s.board_location_id = s.location_id order by s.position limit 1`,
    );
    if (!top) throw new Error('nobody on a board played yesterday');
    const answer = await history(top.name, top.location_id, '7');
    expect(answer.points.at(-1)).toEqual({ day: yesterday, totalScore: top.score, position: top.position });
  });

  it('has one point for a new player after their first day, at their place on the board', async () => {
    const locationId = await importPlayers(api.database, ['history hana'], TEST_NOW);
    expect((await history('history hana', locationId, 'all')).points).toEqual([]);
    const dayAfter = new Date('2026-11-21T09:00:00Z');
    await rollover(api.database, today, { clock, now: dayAfter, force: true });
    // The rollover ran beside the server, as the daily job does: on PostgreSQL its notification
    // reaches the server asynchronously, so read the version before asking.
    await api.versions.refresh();
    const data = (await api.get(`/api/activate/players/player/history%20hana/location/${locationId}`))
      .body as PlayerData;
    const res = await api.get(path('history hana', locationId, 'all'));
    const answer = res.body as PlayerHistory;
    expect(answer.points).toEqual([{ day: today, totalScore: data.totalScore, position: data.standing }]);
  });

  it('is written again, row for row, by a forced rollover of a day', async () => {
    const seeded = await dayRows(yesterday);
    expect(seeded.length).toBeGreaterThan(0);
    // The seed wrote its history in one statement; the rollover's own statement agrees with it.
    await rollover(api.database, yesterday, { clock, now: TEST_NOW, force: true });
    expect(await dayRows(yesterday)).toEqual(seeded);
    const closed = await dayRows(today);
    await rollover(api.database, today, { clock, now: new Date('2026-11-21T10:00:00Z'), force: true });
    expect(await dayRows(today)).toEqual(closed);
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown player or venue, with the messages players read', async () => {
    const nobody = await api.get(path('nobody by that name', regular.locationId));
    expect(nobody.status).toBe(404);
    expect(JSON.stringify(nobody.body)).toContain(NO_PLAYER_FOUND);
    const nowhere = await api.get(path(regular.name, 9999));
    expect(nowhere.status).toBe(404);
    expect(JSON.stringify(nowhere.body)).toContain(LOCATION_NOT_FOUND);
  });

  it('answers 400 for a range it does not know', async () => {
    for (const range of ['14', 'year', '-1']) {
      const res = await api.get(path(regular.name, regular.locationId, range));
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('The range must be one of 7, 30, 90, 365, all.');
    }
  });
});
