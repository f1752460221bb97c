import { openTestDatabase, startTestApi, TEST_NOW, type TestApi } from '@tests/api/harness';
import { importPlayers } from '@tests/support/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LevelBoard } from '@/contract/schemas/level-boards';
import { LOCATION_NOT_FOUND, NO_PLAYER_FOUND } from '@/domain/messages';
import { queryRows } from '@/server/db/client';

let api: TestApi;
/** The busiest level of the seed: the venue, game and level (as shown) with the most players. */
let busy: { locationId: number; gameId: number; level: number; players: number };
/** A player who played it below the top 10, and one at the venue who never played it. */
let lower: { name: string; score: number };
let absent: string;
const NEWCOMER = 'Newcomer Zed';
let newcomerVenue: number;

beforeAll(async () => {
  const database = await openTestDatabase();
  // A player with one score, imported today: what a first visit looks like.
  newcomerVenue = await importPlayers(database, [NEWCOMER], TEST_NOW);
  api = await startTestApi({ database });
  const [b] = await queryRows<{ location_id: number; game_id: number; level: number; n: number }>(
    api.database.db,
    sql`select location_id, game_id, level, count(*)::int as n from scores where high_score > 0
        group by location_id, game_id, level order by count(*) desc, location_id, game_id, level limit 1`,
  );
  busy = {
    locationId: b?.location_id ?? 0,
    gameId: b?.game_id ?? 0,
    level: (b?.level ?? 0) + 1,
    players: b?.n ?? 0,
  };
  const [l] = await queryRows<{ name: string; high_score: number }>(
    api.database.db,
    sql`select p.name, s.high_score from scores s join players p on p.id = s.player_id
        where s.location_id = ${busy.locationId} and s.game_id = ${busy.gameId} and s.level = ${busy.level - 1}
          and s.high_score > 0 order by s.high_score asc limit 1`,
  );
  lower = { name: l?.name ?? '', score: l?.high_score ?? 0 };
  const [a] = await queryRows<{ name: string }>(
    api.database.db,
    sql`select p.name from player_totals t join players p on p.id = t.player_id
        where t.location_id = ${busy.locationId} and not exists (
          select 1 from scores s where s.player_id = t.player_id and s.location_id = ${busy.locationId}
            and s.game_id = ${busy.gameId} and s.level = ${busy.level - 1} and s.high_score > 0)
        order by p.name limit 1`,
  );
  absent = a?.name ?? '';
});
afterAll(() => api.close());

const path = (loc: number, game: number, level: number | string, player?: string) =>
  `/api/levels/${loc}/${game}/${level}${player === undefined ? '' : `?player=${encodeURIComponent(player)}`}`;

async function board(loc: number, game: number, level: number, player?: string): Promise<LevelBoard> {
  const res = await api.get(path(loc, game, level, player));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as LevelBoard;
}

describe('GET /api/levels/{locationId}/{gameId}/{level}', () => {
  it("lists the level's ten best at the venue, best first, ties sharing a place", async () => {
    expect(busy.players).toBeGreaterThan(10);
    const b = await board(busy.locationId, busy.gameId, busy.level);
    expect(b.level).toBe(busy.level);
    expect(b.players).toBe(busy.players);
    expect(b.top).toHaveLength(10);
    const expected = await queryRows<{ name: string; high_score: number }>(
      api.database.db,
      sql`select p.name, s.high_score from scores s join players p on p.id = s.player_id
          where s.location_id = ${busy.locationId} and s.game_id = ${busy.gameId} and s.level = ${busy.level - 1}
          order by s.high_score desc limit 10`,
    );
    expect(b.top.map((e) => e.score)).toEqual(expected.map((r) => r.high_score));
    for (const e of b.top) expect(e.position).toBe(b.top.filter((o) => o.score > e.score).length + 1);
    expect(b.gameName.length).toBeGreaterThan(0);
    expect(b.you).toBeUndefined();
    expect(api.unexpected).toEqual([]);
  });

  it('names the record holder: the first to reach the top score, since that day', async () => {
    const b = await board(busy.locationId, busy.gameId, busy.level);
    const [first] = await queryRows<{ name: string; high_score: number; achieved_at: Date | string }>(
      api.database.db,
      sql`select p.name, s.high_score, s.achieved_at from scores s join players p on p.id = s.player_id
          where s.location_id = ${busy.locationId} and s.game_id = ${busy.gameId} and s.level = ${busy.level - 1}
          order by s.high_score desc, s.achieved_at asc limit 1`,
    );
    expect(b.record?.playerName).toBe(first?.name);
    expect(b.record?.score).toBe(first?.high_score);
    expect(new Date(b.record?.achievedAt ?? 0).getTime()).toBe(new Date(first?.achieved_at ?? 1).getTime());
    expect(b.record).toEqual(b.top[0]);
  });

  it("gives a player's place and percentile among everyone who played the level there", async () => {
    const b = await board(busy.locationId, busy.gameId, busy.level, lower.name.toUpperCase());
    const [above] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from scores where location_id = ${busy.locationId} and game_id = ${busy.gameId}
          and level = ${busy.level - 1} and high_score > ${lower.score}`,
    );
    const position = (above?.n ?? 0) + 1;
    expect(b.you).toMatchObject({ playerName: lower.name, played: true, score: lower.score, position });
    if (!b.you?.played) throw new Error('played');
    expect(b.you.topPercent).toBe(Math.ceil((position * 100) / busy.players));
    // The lowest score on the level: at the very bottom of the field.
    expect(b.you.topPercent).toBe(100);
    const leader = await board(busy.locationId, busy.gameId, busy.level, b.record?.playerName);
    expect(leader.you).toMatchObject({
      played: true,
      position: 1,
      topPercent: Math.ceil(100 / busy.players),
    });
  });

  it('says when the player has not played the level, and still shows the top to beat', async () => {
    const b = await board(busy.locationId, busy.gameId, busy.level, absent);
    expect(b.you).toEqual({ playerName: absent, played: false });
    expect(b.record).not.toBeNull();
  });

  it("gives a newcomer with one score their place, and the chain's best on the level", async () => {
    const [lvl] = await queryRows<{ game_id: number; level: number }>(
      api.database.db,
      sql`select s.game_id, s.level from scores s join players p on p.id = s.player_id where p.name = ${NEWCOMER}`,
    );
    const b = await board(newcomerVenue, lvl?.game_id ?? 0, (lvl?.level ?? 0) + 1, NEWCOMER);
    expect(b.you).toMatchObject({ playerName: NEWCOMER, played: true, score: 500 });
    const [best] = await queryRows<{ name: string; location_id: number; high_score: number }>(
      api.database.db,
      sql`select p.name, s.location_id, s.high_score from scores s join players p on p.id = s.player_id
          where s.game_id = ${lvl?.game_id} and s.level = ${lvl?.level} order by s.high_score desc, s.achieved_at limit 1`,
    );
    expect(b.chainBest).toMatchObject({
      playerName: best?.name,
      locationId: best?.location_id,
      score: best?.high_score,
    });
    expect(b.chainBest?.score).toBeGreaterThanOrEqual(b.record?.score ?? 0);
  });

  it('refuses a bad level or game with 400 and a message, an unknown venue or player with 404', async () => {
    for (const level of ['0', '11', 'x', '2.5']) {
      const res = await api.get(path(busy.locationId, busy.gameId, level));
      expect(res.status, level).toBe(400);
      expect(JSON.stringify(res.body)).toContain('A level is a whole number from 1 to 10.');
    }
    const noGame = await api.get(path(busy.locationId, 999_999, 1));
    expect(noGame.status).toBe(400);
    expect(JSON.stringify(noGame.body)).toContain('has no game with id 999999');
    expect((await api.get(path(busy.locationId, 0, 1))).status).toBe(400);
    const noVenue = await api.get(path(999_999, busy.gameId, 1));
    expect(noVenue.status).toBe(404);
    expect(JSON.stringify(noVenue.body)).toContain(LOCATION_NOT_FOUND);
    const noPlayer = await api.get(path(busy.locationId, busy.gameId, busy.level, 'Nobody At All 42'));
    expect(noPlayer.status).toBe(404);
    expect(JSON.stringify(noPlayer.body)).toContain(NO_PLAYER_FOUND);
    expect(api.unexpected).toEqual([]);
  });

  it('is a public read that shared caches may keep', async () => {
    const res = await api.get(path(busy.locationId, busy.gameId, busy.level));
    expect(res.headers.get('cache-control')).toContain('public');
    expect(res.headers.get('etag')).toBeTruthy();
  });
});
