import { startTestApi, type TestApi, testConfig } from '@tests/api/harness';
import { importEvents } from '@tests/support/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard } from '@/contract/schemas/leaderboards';
import type { Movers, NewTopScore } from '@/contract/schemas/movers';
import { dayEnd } from '@/domain/days';
import { dayClock } from '@/server/config';
import { queryRows } from '@/server/db/client';
import { rollover } from '@/server/jobs/rollover';
import { newTopScores } from '@/server/services/movers';

/**
 * The daily movers after a rollover: nothing has moved until scores come in; then a climber, a
 * level top beaten and a newcomer show on their venue's movers and the chain's.
 */
const TOMORROW = new Date('2026-11-21T10:00:00Z');
let api: TestApi;
let venue: { id: number; name: string };

const movers = async (query = '') => {
  const res = await api.get(`/api/movers${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Movers;
};
const board = async (id: number) => (await api.get(`/api/leaderboards/${id}`)).body as Leaderboard;

beforeAll(async () => {
  // The day after the seeded one, its close rolled over: yesterday's board is today's so far.
  api = await startTestApi({ now: () => TOMORROW });
  await rollover(api.database, '2026-11-20', { clock: dayClock(testConfig()), now: TOMORROW });
  await api.versions.refresh();
  const [v] = await queryRows<{ id: number; name: string }>(
    api.database.db,
    sql`select l.id, l.name from locations l join player_totals t on t.location_id = l.id
        group by l.id order by count(*) desc limit 1`,
  );
  venue = { id: v?.id ?? 0, name: v?.name ?? '' };
});
afterAll(() => api.close());

describe('GET /api/movers', () => {
  it('lists nothing while nothing has moved since the rollover', async () => {
    for (const query of ['', `?locationId=${venue.id}`]) {
      const m = await movers(query);
      expect(m).toMatchObject({
        day: '2026-11-20',
        climbers: [],
        newPlayers: [],
        newPlayerCount: 0,
        newTopScores: [],
        newTopScoreCount: 0,
      });
    }
    expect((await movers()).location).toBe('world');
    expect((await movers(`?locationId=${venue.id}`)).location).toBe(venue.name);
  });

  it('shows a climber, the level top they beat and a newcomer, on the venue and for the chain', async () => {
    const before = await board(venue.id);
    const climber = before.today[29];
    const third = before.today[2];
    if (!climber || !third) throw new Error('The venue board is too short');
    // One of the climber's levels, with the venue's top on it.
    const [level] = await queryRows<{ room: string; game: string; level: number; high: number; top: number }>(
      api.database.db,
      sql`select r.name as room, g.name as game, s.level, s.high_score as high, lt.top_score as top
          from scores s join players p on p.id = s.player_id join games g on g.id = s.game_id
          join rooms r on r.id = g.room_id
          join level_tops lt on lt.location_id = s.location_id and lt.game_id = s.game_id and lt.level = s.level
          where p.name = ${climber.players} and s.location_id = ${venue.id} and r.id <> 21
          order by lt.top_score - s.high_score limit 1`,
    );
    if (!level) throw new Error(`${climber.players} has no level at ${venue.name}`);
    // Past the third place, and above the level's top.
    const score = Math.max(level.high + third.local_score - climber.local_score + 1, level.top + 1);
    const at = '2026-11-21T09:30:00.000Z';
    const play = {
      location: venue.name,
      room: level.room,
      game: level.game,
      level: level.level,
      playedAt: at,
    };
    await importEvents(
      api.database,
      [
        { ...play, player: climber.players, score },
        // Someone new to the venue, straight onto its board, a minute earlier on the next level
        // (whose top they beat too: one score of a whole board's total is any level's top).
        {
          ...play,
          level: (level.level + 1) % 10,
          playedAt: '2026-11-21T09:29:00.000Z',
          player: 'Brand New Ace',
          score: third.local_score,
        },
      ],
      TOMORROW,
    );
    await api.versions.refresh();

    const after = await board(venue.id);
    const now = after.today.find((e) => e.players === climber.players);
    expect(now?.rank).toBeLessThanOrEqual(3);

    const m = await movers(`?locationId=${venue.id}`);
    expect(m.climbers[0]).toEqual({
      players: climber.players,
      locationId: venue.id,
      venue: venue.name,
      rank: now?.rank,
      local_score: now?.local_score,
      positionDifference: climber.rank - (now?.rank ?? 0),
    });
    expect(m.newPlayers.map((e) => e.players)).toEqual(['Brand New Ace']);
    expect(m.newPlayerCount).toBe(1);
    // Latest first.
    expect(m.newTopScores[1]).toMatchObject({ players: 'Brand New Ace', levelId: (level.level + 1) % 10 });
    expect(m.newTopScores.slice(0, 1)).toEqual([
      {
        players: climber.players,
        locationId: venue.id,
        venue: venue.name,
        gameName: level.game,
        levelId: level.level,
        score,
        previousTop: level.top,
        achievedAt: at,
      },
    ]);
    expect(m.newTopScoreCount).toBe(2);

    // The chain's movers name the same new top, with its venue.
    const chain = await movers();
    expect(chain.newTopScores).toEqual(m.newTopScores);
    expect(chain.location).toBe('world');
  });

  it('finds the new tops from the tops kept at the close as the score history says they were', async () => {
    const clock = dayClock(testConfig());
    const cutoff = dayEnd('2026-11-20', clock);
    const keptRows = () =>
      queryRows<{ row: string }>(
        api.database.db,
        sql`select concat_ws(',', location_id, game_id, level, top_score) as row from level_top_snapshots
            where day = '2026-11-20' order by location_id, game_id, level`,
      );
    const kept = await keptRows();
    expect(kept.length).toBeGreaterThan(100);
    const byKey = (tops: NewTopScore[]) =>
      [...tops].sort(
        (a, b) =>
          a.locationId - b.locationId || a.gameName.localeCompare(b.gameName) || a.levelId - b.levelId,
      );
    const fromKept = await newTopScores(api.database.db, '2026-11-20', cutoff);
    expect(fromKept).toHaveLength(2);
    // Without the kept tops (a day closed before they were kept) the history is replayed.
    await api.database.db.execute(sql`delete from level_top_snapshots where day = '2026-11-20'`);
    expect(byKey(await newTopScores(api.database.db, '2026-11-20', cutoff))).toEqual(byKey(fromKept));
    // A forced rollover of the day, after the day's new scores, keeps the same tops again.
    await rollover(api.database, '2026-11-20', { clock, now: TOMORROW, force: true });
    expect(await keptRows()).toEqual(kept);
  });

  it('is public and kept by shared caches, with an ETag answered 304', async () => {
    const res = await api.get(`/api/movers?locationId=${venue.id}`);
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
    expect(res.headers.get('cache-control')).toContain('public');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await api.get(`/api/movers?locationId=${venue.id}`, { 'if-none-match': etag })).status).toBe(304);
  });

  it('answers 404 for an unknown venue and 400 for an id that is not one', async () => {
    const unknown = await api.get('/api/movers?locationId=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: 'Location not found.' } });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await api.get(`/api/movers?locationId=${bad}`);
      expect(res.status, bad).toBe(400);
      expect((res.body as { error: { message: string } }).error.message, bad).toContain('numeric id');
    }
  });
});
