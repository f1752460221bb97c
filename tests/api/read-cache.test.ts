import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlayerData } from '../../src/contract/schemas/players';
import type { DailyStats } from '../../src/contract/schemas/stats';
import { queryRows } from '../../src/server/db/client';
import { PreparedJson } from '../../src/server/services/prepared-json';
import { ReadCache } from '../../src/server/services/read-cache';
import { importEvents, ndjson } from '../support/events';
import { startTestApi, TEST_NOW, type TestApi, testConfig } from './harness';

/** A loader that counts its calls. */
function loader<T>(value: T) {
  const calls = { count: 0 };
  const load = () => {
    calls.count++;
    return Promise.resolve(value);
  };
  return { calls, load };
}

describe('the read cache', () => {
  it('computes an answer once for many simultaneous requests', async () => {
    const cache = new ReadCache();
    let release: (value: string) => void = () => {};
    let calls = 0;
    const load = () => {
      calls++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const answers = Array.from({ length: 100 }, () => cache.get('board|Grid', load));
    release('top 100');
    expect(await Promise.all(answers)).toEqual(Array(100).fill('top 100'));
    expect(calls).toBe(1);
  });

  it('keeps an answer for as long as the data version stands, and computes it again when it moves', async () => {
    let version = 1;
    const cache = new ReadCache({ version: () => version });
    const { calls, load } = loader('board');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(calls.count).toBe(1);
    version = 2;
    await cache.get('k', load);
    expect(calls.count).toBe(2);
  });

  it('serves a time-limited answer once more past its time while the next one is computed', async () => {
    // (lru-cache takes an instant of 0 for "no time recorded": the clock starts later.)
    let now = 10_000;
    const cache = new ReadCache({ now: () => now });
    let n = 0;
    let release = () => {};
    const load = () => {
      n++;
      const answer = `v${n}`;
      if (n === 1) return Promise.resolve(answer);
      return new Promise<string>((resolve) => {
        release = () => resolve(answer);
      });
    };
    expect(await cache.get('visits', load, { ttlMs: 1000 })).toBe('v1');
    now = 10_500;
    expect(await cache.get('visits', load, { ttlMs: 1000 })).toBe('v1');
    expect(n).toBe(1);
    now = 11_500;
    // Past its time: nobody waits, the next one starts.
    expect(await cache.get('visits', load, { ttlMs: 1000 })).toBe('v1');
    expect(n).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('visits', load, { ttlMs: 1000 })).toBe('v2');
  });

  it('does not keep a failure (a 404 among them): the next request tries again', async () => {
    const cache = new ReadCache();
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('not found'));
    };
    await expect(cache.get('player|nobody', failing)).rejects.toThrow('not found');
    expect(cache.size).toBe(0);
    await expect(cache.get('player|nobody', failing)).rejects.toThrow('not found');
    expect(calls).toBe(2);
  });

  it('is bounded by entries and by bytes, the least recently used answer out first', async () => {
    const cache = new ReadCache({ maxEntries: 3, maxBytes: 10_000 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key, { bytes: () => 100 });
    expect(cache.size).toBe(3);
    const { calls, load } = loader('a again');
    expect(await cache.get('a', load, { bytes: () => 100 })).toBe('a again');
    expect(calls.count).toBe(1);
    // Heavy answers push out others by weight.
    const heavy = new ReadCache({ maxEntries: 100, maxBytes: 10_000 });
    for (let i = 0; i < 10; i++) await heavy.get(`p${i}`, async () => i, { bytes: () => 3000 });
    expect(heavy.bytes).toBeLessThanOrEqual(10_000);
    expect(heavy.size).toBe(3);
  });

  it('weighs a prepared answer by its bytes', async () => {
    const cache = new ReadCache();
    const answer = new PreparedJson({ rows: 'x'.repeat(5000) });
    await cache.get('big', async () => answer);
    expect(cache.bytes).toBe(answer.body.byteLength);
  });
});

/** A player's first visible score, with what an import event needs to beat it. */
async function someScore(api: TestApi) {
  const [row] = await queryRows<{
    name: string;
    location_id: number;
    venue: string;
    room: string;
    game: string;
    level: number;
    high: number;
  }>(
    api.database.db,
    sql`select p.name, s.location_id, l.name as venue, r.name as room, g.name as game, s.level, s.high_score as high
        from scores s join players p on p.id = s.player_id join locations l on l.id = s.location_id
        join games g on g.id = s.game_id join rooms r on r.id = g.room_id
        where r.id <> 21 order by s.player_id, s.game_id, s.level limit 1`,
  );
  if (!row) throw new Error('no score');
  const beaten = {
    player: row.name,
    location: row.venue,
    room: row.room,
    game: row.game,
    level: row.level,
    score: row.high + 1000,
    playedAt: new Date(TEST_NOW.getTime() - 60_000).toISOString(),
  };
  const path = `/api/activate/players/player/${encodeURIComponent(row.name)}/location/${row.location_id}`;
  const total = async () => ((await api.get(path)).body as PlayerData).totalScore;
  return { beaten, total };
}

describe('answers reused by the API', () => {
  it('never hide a write through the same server: an import shows at once in data read just before', async () => {
    const api = await startTestApi({ config: testConfig({ INGEST_TOKEN: 'cache-token' }) });
    try {
      const { beaten, total } = await someScore(api);
      const before = await total();
      const ingest = await api.app.request('/api/ingest', {
        method: 'POST',
        headers: { 'content-type': 'application/x-ndjson', authorization: 'Bearer cache-token' },
        body: ndjson([beaten]),
      });
      expect(ingest.status).toBe(200);
      expect(await total()).toBe(before + 1000);
    } finally {
      await api.close();
    }
  });

  it('show a write by another process (an import from the command line) within a second', async () => {
    const api = await startTestApi();
    try {
      const { beaten, total } = await someScore(api);
      const before = await total();
      await importEvents(api.database, [beaten], TEST_NOW);
      await expect.poll(total, { timeout: 1000, interval: 20 }).toBe(before + 1000);
    } finally {
      await api.close();
    }
  });

  it('count a landing-page visit in the daily statistics at once, without computing every other answer again', async () => {
    const api = await startTestApi();
    try {
      const { total } = await someScore(api);
      await total();
      const visits = async () => ((await api.get('/api/stats/daily')).body as DailyStats).visitsCount;
      const before = await visits();
      const version = api.versions.current;
      expect((await api.send('POST', '/api/stats/visits')).status).toBe(200);
      expect(await visits()).toBe(before + 1);
      // The data version (and every player's kept answer with it) stands.
      expect(api.versions.current).toBe(version);
    } finally {
      await api.close();
    }
  });
});
