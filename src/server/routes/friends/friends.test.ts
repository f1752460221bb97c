import { openTestDatabase, startTestApi, TEST_NOW, type TestApi } from '@tests/api/harness';
import { importPlayers } from '@tests/support/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowedList, LevelBoardPlayers, PlayersGlance } from '@/contract/schemas/friends';
import type { PeriodBoard } from '@/contract/schemas/period-boards';
import { HIDDEN_ROOM_ID } from '@/domain/constants';
import { dayOf, dayStart } from '@/domain/days';
import { FOLLOWED_MAX, GLANCE_NAMES_MAX, joinNames } from '@/domain/friends';
import { createSession } from '@/server/auth/sessions';
import { dayClock } from '@/server/config';
import { queryRows } from '@/server/db/client';

/**
 * Friends: several players at a glance (their totals, places and what today added, per venue), the
 * same on a level's board, and a logged-in user's followed players, merged as a union.
 */
let api: TestApi;
const NEWCOMER = 'Friend Newcomer';
let venueId = 0;
/** Three seeded players with totals, the first at several venues. */
let seeded: string[] = [];
let firstGame = 0;
let cookie = '';
let otherCookie = '';

const glance = (names: readonly string[]) =>
  api.get(`/api/players/glance?names=${encodeURIComponent(joinNames(names))}`);

beforeAll(async () => {
  const database = await openTestDatabase();
  // A player with one score, imported today: all of their total was added today.
  venueId = await importPlayers(database, [NEWCOMER], TEST_NOW);
  api = await startTestApi({ database });
  const db = api.database.db;
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select p.name from player_totals t join players p on p.id = t.player_id
        where t.total_score > 0 group by p.name order by count(*) desc, p.name limit 3`,
  );
  seeded = rows.map((r) => r.name);
  const [g] = await queryRows<{ game_id: number }>(
    db,
    sql`select game_id from scores s join players p on p.id = s.player_id where p.name = ${NEWCOMER}`,
  );
  firstGame = g?.game_id ?? 0;
  const users = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email) values ('friend@example.com'), ('other@example.com') returning id`,
  );
  cookie = `arcade_session=${await createSession(db, api.config, users[0]?.id ?? 0, TEST_NOW)}`;
  otherCookie = `arcade_session=${await createSession(db, api.config, users[1]?.id ?? 0, TEST_NOW)}`;
});
afterAll(() => api.close());

describe('several players at a glance', () => {
  it("answers each name asked, in order: every venue's total, place and today's gain, from the database", async () => {
    const res = await glance([seeded[0] ?? '', NEWCOMER, 'Nobody By This Name']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { players } = res.body as PlayersGlance;
    expect(players.map((p) => [p.playerName, p.found])).toEqual([
      [seeded[0], true],
      [NEWCOMER, true],
      ['Nobody By This Name', false],
    ]);
    expect(players[2]?.venues).toEqual([]);
    // The first seeded player: the totals and places the database holds, the highest total first.
    const expected = await queryRows<{ location_id: number; total_score: number; standing: number }>(
      api.database.db,
      sql`select t.location_id, t.total_score::float8 as total_score,
            1 + (select count(*)::int from player_totals a where a.location_id = t.location_id and a.total_score > t.total_score) as standing
          from player_totals t join players p on p.id = t.player_id
          where p.name = ${seeded[0]} and t.total_score > 0 order by t.total_score desc, t.location_id`,
    );
    expect(players[0]?.venues.length).toBeGreaterThan(1);
    expect(players[0]?.venues.map((v) => [v.locationId, v.totalScore, v.standing])).toEqual(
      expected.map((e) => [e.location_id, Number(e.total_score), e.standing]),
    );
    // The newcomer's whole total was played today (the seed's players played before today).
    expect(players[1]?.venues).toEqual([
      expect.objectContaining({ locationId: venueId, totalScore: 500, gainedToday: 500 }),
    ]);
    // What today added, from the score history: each level's best less its best before the day.
    const began = dayStart(dayOf(TEST_NOW, dayClock(api.config)), dayClock(api.config)).toISOString();
    const gains = await queryRows<{ location_id: number; gain: number }>(
      api.database.db,
      sql`select location_id, sum(best - before)::float8 as gain from (
            select e.location_id, max(e.score) as best,
              coalesce(max(e.score) filter (where e.played_at < ${began}::timestamptz), 0) as before
            from score_events e join players p on p.id = e.player_id join games g on g.id = e.game_id
            where p.name = ${seeded[0]} and g.room_id <> ${HIDDEN_ROOM_ID}
            group by e.location_id, e.game_id, e.level) l group by location_id`,
    );
    const gained = new Map(gains.map((g) => [g.location_id, Number(g.gain)]));
    for (const v of players[0]?.venues ?? []) expect(v.gainedToday).toBe(gained.get(v.locationId) ?? 0);
  });

  it("gives what each gained this month and this year as those periods' boards count it", async () => {
    for (const period of ['month', 'year'] as const) {
      const board = await api.get(`/api/leaderboards/world/${period}`);
      expect(board.status).toBe(200);
      const entries = (board.body as PeriodBoard).entries.slice(0, 3);
      expect(entries.length).toBeGreaterThan(0);
      const { players } = (await glance(entries.map((e) => e.players))).body as PlayersGlance;
      const key = period === 'month' ? 'gainedMonth' : 'gainedYear';
      expect(
        entries.map(
          (e) =>
            players
              .find((p) => p.playerName === e.players)
              ?.venues.find((v) => v.locationId === e.locationId)?.[key],
        ),
      ).toEqual(entries.map((e) => e.gained));
    }
    // Nothing closed of today's play: the newcomer gained nothing over either period yet.
    const { players } = (await glance([NEWCOMER])).body as PlayersGlance;
    expect(players[0]?.venues.map((v) => [v.gainedMonth, v.gainedYear])).toEqual([[0, 0]]);
  });

  it('takes a name once however it is written, and names with commas', async () => {
    const res = await glance([NEWCOMER, ` ${NEWCOMER.toUpperCase()} `, 'Smith, Jo']);
    expect(res.status).toBe(200);
    expect((res.body as PlayersGlance).players.map((p) => p.playerName)).toEqual([NEWCOMER, 'Smith, Jo']);
  });

  it('refuses a missing list, a malformed name and too many names with a 400', async () => {
    const missing = await api.get('/api/players/glance');
    expect(missing.status).toBe(400);
    for (const bad of [[NEWCOMER, ''], ['x'.repeat(65)], [NEWCOMER, '\u200b']]) {
      const res = await glance(bad);
      expect(res.status, bad.join('|')).toBe(400);
      expect(JSON.stringify(res.body)).toContain('is not a player name');
    }
    const many = Array.from({ length: GLANCE_NAMES_MAX + 1 }, (_, i) => `Player ${i}`);
    const res = await glance(many);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(`At most ${GLANCE_NAMES_MAX} names`);
    expect((await glance(many.slice(1))).status).toBe(200);
  });
});

describe("several players' places on a level's board", () => {
  const levelPath = (names: readonly string[], level = 1) =>
    `/api/levels/${venueId}/${firstGame}/${level}/players?names=${encodeURIComponent(joinNames(names))}`;

  it('places each one as the board does, with what today added; who never played it has no place', async () => {
    const res = await api.get(levelPath([NEWCOMER, 'Nobody By This Name']));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [newcomer, nobody] = (res.body as LevelBoardPlayers).players;
    const board = await api.get(
      `/api/levels/${venueId}/${firstGame}/1?player=${encodeURIComponent(NEWCOMER)}`,
    );
    const you = (board.body as { you: { position: number; score: number } }).you;
    expect(newcomer).toMatchObject({
      playerName: NEWCOMER,
      played: true,
      position: you.position,
      score: 500,
      gainedToday: 500,
    });
    expect(nobody).toEqual({ playerName: 'Nobody By This Name', played: false });
  });

  it('refuses bad names, too many names and a level out of range with a 400, an unknown venue with a 404', async () => {
    expect((await api.get(levelPath(['']))).status).toBe(400);
    expect(
      (await api.get(levelPath(Array.from({ length: GLANCE_NAMES_MAX + 1 }, (_, i) => `P${i}`)))).status,
    ).toBe(400);
    expect((await api.get(levelPath([NEWCOMER], 11))).status).toBe(400);
    expect((await api.get(`/api/levels/999999/${firstGame}/1/players?names=x`)).status).toBe(404);
  });
});

describe("a logged-in user's followed players", () => {
  const list = async (who = cookie) => {
    const res = await api.get('/api/auth/friends', { cookie: who });
    expect(res.status).toBe(200);
    return res.body as FollowedList;
  };

  it('needs a login', async () => {
    expect((await api.get('/api/auth/friends')).status).toBe(401);
    expect((await api.send('POST', '/api/auth/friends', { body: { names: [NEWCOMER] } })).status).toBe(401);
  });

  it('merges a list as a union (nothing already followed is lost), by the names the site writes', async () => {
    expect((await list()).names).toEqual([]);
    const first = await api.send('POST', '/api/auth/friends', {
      body: { names: [seeded[0], NEWCOMER.toLowerCase(), 'Nobody By This Name'] },
      cookies: cookie,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body as FollowedList).names).toEqual([seeded[0], NEWCOMER]);
    // Another device's list: its new name added, the ones held kept.
    const second = await api.send('POST', '/api/auth/friends', {
      body: { names: [seeded[1], seeded[0]] },
      cookies: cookie,
    });
    expect((second.body as FollowedList).names).toEqual([seeded[0], NEWCOMER, seeded[1]]);
    expect((await list()).names).toEqual([seeded[0], NEWCOMER, seeded[1]]);
    // Each user's own.
    expect((await list(otherCookie)).names).toEqual([]);
  });

  it('unfollows one player', async () => {
    const res = await api.send('DELETE', `/api/auth/friends/${encodeURIComponent(NEWCOMER.toUpperCase())}`, {
      cookies: cookie,
    });
    expect(res.status).toBe(200);
    expect((res.body as FollowedList).names).toEqual([seeded[0], seeded[1]]);
    // Not followed: nothing happens.
    const again = await api.send('DELETE', `/api/auth/friends/${encodeURIComponent(NEWCOMER)}`, {
      cookies: cookie,
    });
    expect((again.body as FollowedList).names).toEqual([seeded[0], seeded[1]]);
  });

  it('refuses a forged change (no anti-forgery header, another origin) and changes nothing', async () => {
    for (const forged of [{ xsrf: false }, { origin: 'https://evil.example' }]) {
      const res = await api.send('POST', '/api/auth/friends', {
        body: { names: [NEWCOMER] },
        cookies: cookie,
        ...forged,
      });
      expect(res.status).toBe(403);
      const del = await api.send('DELETE', `/api/auth/friends/${encodeURIComponent(seeded[0] ?? '')}`, {
        cookies: cookie,
        ...forged,
      });
      expect(del.status).toBe(403);
    }
    expect((await list()).names).toEqual([seeded[0], seeded[1]]);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    for (const body of [
      {},
      { names: 'Ace' },
      { names: [''] },
      { names: Array(FOLLOWED_MAX + 1).fill('Ace') },
    ]) {
      const res = await api.send('POST', '/api/auth/friends', { body, cookies: cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await list()).names).toEqual([seeded[0], seeded[1]]);
  });

  it(`stops at ${FOLLOWED_MAX} players, keeping those followed first`, async () => {
    const names = await queryRows<{ name: string }>(
      api.database.db,
      sql`select name from players order by id limit ${FOLLOWED_MAX}`,
    );
    const res = await api.send('POST', '/api/auth/friends', {
      body: { names: names.map((n) => n.name) },
      cookies: cookie,
    });
    const kept = (res.body as FollowedList).names;
    expect(kept).toHaveLength(FOLLOWED_MAX);
    expect(kept.slice(0, 2)).toEqual([seeded[0], seeded[1]]);
  });

  it('moves no data version: nothing shared changes', async () => {
    const before = api.versions.current;
    await api.send('DELETE', `/api/auth/friends/${encodeURIComponent(seeded[1] ?? '')}`, { cookies: cookie });
    expect(api.versions.current).toBe(before);
  });
});
