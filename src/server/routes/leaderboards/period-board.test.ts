import { startTestApi, TEST_NOW, type TestApi, testConfig } from '@tests/api/harness';
import { importEvents, importPlayers } from '@tests/support/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeriodBoard } from '@/contract/schemas/period-boards';
import { UNKNOWN_GAIN_PERIOD } from '@/domain/board-period';
import { dayClock } from '@/server/config';
import { queryRows } from '@/server/db/client';
import { rollover } from '@/server/jobs/rollover';

let api: TestApi;
const clock = dayClock(testConfig());
const today = '2026-11-20';
const yesterday = '2026-11-19';

async function board(city: string, period: 'month' | 'year'): Promise<PeriodBoard> {
  const res = await api.get(`/api/leaderboards/${encodeURIComponent(city)}/${period}`);
  expect(res.status).toBe(200);
  return res.body as PeriodBoard;
}

/**
 * The top of a period's board worked out on its own from the kept daily history: each row's step
 * is its total less the pair's total on its row before (0 for its first), and a pair's gain is the
 * sum of its steps on the period's days. Ties in the order the boards use (name key).
 */
async function historySums(from: string, to: string, locationId: number | undefined) {
  const rows = await queryRows<{ players: string; location_id: number; gained: string }>(
    api.database.db,
    sql`with steps as (
          select player_id, location_id, day,
            total_score - coalesce(lag(total_score) over (partition by player_id, location_id order by day), 0) as step
          from player_days
        )
        select p.name as players, s.location_id, sum(s.step) as gained
        from steps s join players p on p.id = s.player_id
        where s.day between ${from}::date and ${to}::date
          ${locationId === undefined ? sql`` : sql`and s.location_id = ${locationId}`}
        group by p.name, p.name_key, s.location_id having sum(s.step) > 0
        order by sum(s.step) desc, p.name_key limit 100`,
  );
  return rows.map((r) => ({ players: r.players, locationId: r.location_id, gained: Number(r.gained) }));
}

/** What a board's rows say, without their ranks and venue names. */
const figures = (answer: PeriodBoard) =>
  answer.entries.map((e) => ({ players: e.players, locationId: e.locationId, gained: e.gained }));

async function expectSumsOfHistory(city: string, locationId: number | undefined, to: string) {
  for (const [period, from] of [
    ['month', '2026-11-01'],
    ['year', '2026-01-01'],
  ] as const) {
    const answer = await board(city, period);
    expect(answer).toMatchObject({ period, from, to });
    expect(answer.entries.length).toBeGreaterThan(0);
    expect(figures(answer)).toEqual(await historySums(from, to, locationId));
    // Ranks follow the gains, ties sharing a place.
    answer.entries.forEach((e, i) => {
      const before = answer.entries[i - 1];
      expect(e.rank).toBe(before && before.gained === e.gained ? before.rank : i + 1);
    });
  }
}

let venueId = 0;

beforeAll(async () => {
  api = await startTestApi();
  const [venue] = await queryRows<{ id: number }>(
    api.database.db,
    sql`select id from locations order by id limit 1`,
  );
  venueId = venue?.id ?? 0;
});
afterAll(() => api.close());

describe('the month and year boards', () => {
  it("equal the sums of the seeded daily history over the period's closed days", async () => {
    await expectSumsOfHistory('world', undefined, yesterday);
    await expectSumsOfHistory(String(venueId), venueId, yesterday);
    // A board of several venues names each row's venue; a venue's board does not.
    const world = await board('world', 'month');
    expect(world.entries[0]).toMatchObject({ venue: expect.any(String), city: expect.any(String) });
    expect((await board(String(venueId), 'month')).entries[0]?.venue).toBeUndefined();
  });

  it("count a day's points once the day has closed, and agree with the history again", async () => {
    const locationId = await importPlayers(api.database, ['period pat'], TEST_NOW);
    const [level] = await queryRows<{ room: string; game: string; venue: string }>(
      api.database.db,
      sql`select r.name as room, g.name as game, l.name as venue from location_games lg
          join locations l on l.id = lg.location_id join games g on g.id = lg.game_id
          join rooms r on r.id = g.room_id where l.id = ${locationId} and r.id <> 0 order by g.id limit 1`,
    );
    if (!level) throw new Error('no game at the venue');
    // A score far above the rest: the month's top gain at the venue once today closes.
    await importEvents(
      api.database,
      [
        {
          player: 'period pat',
          location: level.venue,
          room: level.room,
          game: level.game,
          level: 1,
          score: 9_000_000,
          playedAt: new Date(TEST_NOW.getTime() - 30_000).toISOString(),
        },
      ],
      TEST_NOW,
    );
    await api.versions.refresh();
    // Not yet: the boards count closed days only.
    expect((await board(String(locationId), 'month')).entries.map((e) => e.players)).not.toContain(
      'period pat',
    );
    await rollover(api.database, today, { clock, now: new Date('2026-11-21T09:00:00Z') });
    await api.versions.refresh();
    const month = await board(String(locationId), 'month');
    expect(month.entries[0]).toMatchObject({ players: 'period pat', rank: 1 });
    await expectSumsOfHistory('world', undefined, today);
    await expectSumsOfHistory(String(locationId), locationId, today);
    // A forced re-run of an earlier day works every gain out again, to the same figures.
    await rollover(api.database, yesterday, { clock, now: new Date('2026-11-21T09:30:00Z'), force: true });
    await api.versions.refresh();
    await expectSumsOfHistory('world', undefined, today);
  });

  it('answer 400 for a period other than month or year, and 404 for an unknown board', async () => {
    for (const period of ['week', 'today', 'MONTH']) {
      const res = await api.get(`/api/leaderboards/world/${period}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(UNKNOWN_GAIN_PERIOD);
    }
    expect((await api.get('/api/leaderboards/nowhere-at-all/month')).status).toBe(404);
  });

  it("drops the past month's gains once the next month's first day closes, and keeps the year's", async () => {
    const rows = (period: string, start: string) =>
      queryRows<{ n: number }>(
        api.database.db,
        sql`select count(*)::int as n from player_periods where period = ${period} and period_start = ${start}::date`,
      ).then(([r]) => r?.n ?? 0);
    const year = await rows('year', '2026-01-01');
    expect(await rows('month', '2026-11-01')).toBeGreaterThan(0);
    await rollover(api.database, '2026-12-01', { clock, now: new Date('2026-12-02T09:00:00Z'), force: true });
    expect(await rows('month', '2026-11-01')).toBe(0);
    expect(await rows('year', '2026-01-01')).toBe(year);
  });
});
