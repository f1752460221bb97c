import { startTestApi, type TestApi, testConfig } from '@tests/api/harness';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Badge, PlayerBadge } from '@/contract/schemas/badges';
import type { Team } from '@/contract/schemas/league';
import type { DailyStats } from '@/contract/schemas/stats';
import { DAILY_STATS_TOP } from '@/domain/constants';
import { queryRows } from '@/server/db/client';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/activate/locations', () => {
  it('lists every venue by name, cacheable', async () => {
    const res = await api.get('/api/activate/locations');
    expect(res.status).toBe(200);
    const names = (res.body as Array<{ name: string }>).map((l) => l.name);
    expect(names).toHaveLength(4);
    expect(names).toEqual([...names].sort());
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });
});

describe('GET /api/agl/teams', () => {
  it('lists the league teams of both seasons with their rosters', async () => {
    const teams = (await api.get('/api/agl/teams')).body as Team[];
    expect(new Set(teams.map((t) => t.season))).toEqual(new Set([1, 2]));
    for (const t of teams) {
      expect(t.teamSize).toBe(t.players.length);
      expect(t.teamSize).toBeGreaterThanOrEqual(3);
      expect(t.teamSize).toBeLessThanOrEqual(5);
      if (t.season === 2) expect(t.finalPlacement).toBeNull();
    }
  });
});

describe('badges', () => {
  it('lists every badge with its holders, and a player their own', async () => {
    const badges = (await api.get('/api/badges')).body as Badge[];
    expect(badges.length).toBeGreaterThan(0);
    const holder = badges.find((b) => b.players.length > 0)?.players[0] ?? '';
    const mine = (await api.get(`/api/activate/badges/${encodeURIComponent(holder)}`)).body as PlayerBadge[];
    expect(mine.length).toBe(badges.filter((b) => b.players.includes(holder)).length);
    const compared = await api.get(`/api/activate/badges/to-compare/${encodeURIComponent(holder)}`);
    expect(compared.body).toEqual(mine);
    expect((await api.get('/api/activate/badges/nobody-at-all')).status).toBe(404);
  });
});

describe('daily stats', () => {
  it("answer today's visits and the top 20 searched and compared players", async () => {
    const stats = (await api.get('/api/stats/daily')).body as DailyStats;
    expect(stats.day).toBe('2026-11-20');
    expect(stats.visitsCount).toBeGreaterThan(0);
    expect(stats.searchedPlayers.length).toBeLessThanOrEqual(DAILY_STATS_TOP);
    const counts = stats.searchedPlayers.map((p) => p.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('name the venue of each row, which tells apart one player looked up at two venues', async () => {
    const [traveller] = await queryRows<{ name: string; ids: number[]; names: string[] }>(
      api.database.db,
      sql`select p.name, array_agg(l.id order by l.id) as ids, array_agg(l.name order by l.id) as names
          from player_totals t join players p on p.id = t.player_id join locations l on l.id = t.location_id
          group by p.name having count(*) > 1 order by p.name limit 1`,
    );
    if (!traveller) throw new Error('The seed has no player at two venues');
    for (const id of traveller.ids.slice(0, 2))
      for (let i = 0; i < 30; i++)
        await api.get(`/data/locations/${id}/processed-compareplayers/${encodeURIComponent(traveller.name)}`);
    const stats = (await api.get('/api/stats/daily')).body as DailyStats;
    const rows = stats.comparedPlayers.filter((p) => p.playerName === traveller.name);
    expect(rows.map((r) => [r.locationId, r.locationName])).toEqual(
      traveller.ids.slice(0, 2).map((id, i) => [id, traveller.names[i]]),
    );
  });

  it('count a visit per landing-page view and a search per player lookup, and nothing personal', async () => {
    const before = (await api.get('/api/stats/daily')).body as DailyStats;
    const visit = await api.send('POST', '/api/stats/visits');
    expect(visit.body).toEqual({ visitsCount: before.visitsCount + 1 });
    const [someone] = await queryRows<{ name: string }>(
      api.database.db,
      sql`select p.name from player_totals t join players p on p.id = t.player_id order by t.total_score limit 1`,
    );
    const name = someone?.name ?? '';
    const searchedBefore = before.searchedPlayers.find((p) => p.playerName === name)?.count ?? 0;
    // Five visitors, five lookups each: five searches (a visitor counts once a day per player).
    for (let i = 0; i < 25; i++)
      await api.get(
        `/api/activate/playerlocations/${encodeURIComponent(name)}`,
        {},
        {
          clientAddress: `203.0.113.${i % 5}`,
        },
      );
    const after = (await api.get('/api/stats/daily')).body as DailyStats;
    expect(after.visitsCount).toBe(before.visitsCount + 1);
    expect(after.searchedPlayers.find((p) => p.playerName === name)?.count).toBe(searchedBefore + 5);
    const columns = await queryRows<{ column_name: string }>(
      api.database.db,
      sql`select column_name from information_schema.columns where table_name in ('daily_visits', 'daily_lookups')`,
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual([
      'count',
      'count',
      'day',
      'day',
      'kind',
      'location_id',
      'name_key',
      'player_id',
    ]);
  });
});

describe('the public statistics cannot be inflated', () => {
  it('count a comparison once per visitor per player a day, never an unknown name, and limit the rate', async () => {
    const own = await startTestApi({ config: testConfig({ RATE_LIMIT_SEARCH: '40' }) });
    try {
      const [someone] = await queryRows<{ name: string; location_id: number }>(
        own.database.db,
        sql`select p.name, t.location_id from player_totals t join players p on p.id = t.player_id
            where t.total_score > 0 order by t.total_score limit 1`,
      );
      if (!someone) throw new Error('no player');
      const path = `/api/activate/players/to-compare/player/${encodeURIComponent(someone.name)}/location/${someone.location_id}`;
      const compared = async () =>
        ((await own.get('/api/stats/daily')).body as DailyStats).comparedPlayers.find(
          (p) => p.playerName === someone.name,
        )?.count ?? 0;
      const before = await compared();
      const visitor = { clientAddress: '198.51.100.7' };
      for (let i = 0; i < 30; i++) expect((await own.get(path, {}, visitor)).status).toBe(200);
      expect(await compared()).toBe(before + 1);

      // A name nobody has is a 404, and no count anywhere.
      const hostile = '<img src=x onerror=alert(1)>';
      for (const lookup of [
        `/api/activate/playerlocations/${encodeURIComponent(hostile)}`,
        `/api/activate/players/to-compare/player/${encodeURIComponent(hostile)}/location/${someone.location_id}`,
      ])
        expect((await own.get(lookup, {}, { clientAddress: '198.51.100.8' })).status).toBe(404);
      const stats = (await own.get('/api/stats/daily')).body as DailyStats;
      expect([...stats.searchedPlayers, ...stats.comparedPlayers].map((p) => p.playerName)).not.toContain(
        hostile,
      );

      // Past its limit a client is refused (429) for comparing as for searching.
      const answers = [];
      for (let i = 0; i < 15; i++) answers.push((await own.get(path, {}, visitor)).status);
      expect(answers).toContain(429);
    } finally {
      await own.close();
    }
  });
});

describe('GET /games/strategy/{id}', () => {
  it('serves levels 1-6 and 10 from the database, and Game not found for the rest', async () => {
    for (const level of [1, 2, 3, 4, 5, 6, 10]) {
      const res = await api.get(`/games/strategy/${level}`);
      expect(res.status).toBe(200);
      const data = res.body as {
        level: number;
        guns: unknown[];
        targets: unknown[][];
        config: { redSpeed: number; targetSpeed: number };
      };
      expect(data.level).toBe(level);
      expect(data.guns.length).toBeGreaterThan(0);
      expect(data.targets.length).toBeGreaterThan(0);
      expect(data.config.redSpeed).toBeGreaterThan(0);
    }
    for (const level of [7, 8, 9, 11]) {
      const res = await api.get(`/games/strategy/${level}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'Game not found' } });
    }
    expect((await api.get('/games/strategy/one')).status).toBe(400);
  });
});
