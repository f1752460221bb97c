import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlayerData } from '../../src/contract/schemas/players';
import type { DailyStats } from '../../src/contract/schemas/stats';
import { queryRows } from '../../src/server/db/client';
import { READ_CACHE_MS, ReadCache } from '../../src/server/services/read-cache';
import { importEvents, ndjson } from '../support/events';
import { startTestApi, TEST_NOW, type TestApi, testConfig } from './harness';

/** A loader that counts its calls and resolves when told to. */
function loader<T>(value: T) {
  const calls = { count: 0 };
  const load = () => {
    calls.count++;
    return Promise.resolve(value);
  };
  return { calls, load };
}

/**
 * A loader answering 'v1', 'v2'… in turn; the computations numbered in `held` wait until
 * `release()` lets the latest of them finish.
 */
function versions(held: number[]) {
  const state = { version: 0, release: () => {} };
  const load = () => {
    state.version++;
    const answer = `v${state.version}`;
    if (!held.includes(state.version)) return Promise.resolve(answer);
    return new Promise<string>((resolve) => {
      state.release = () => resolve(answer);
    });
  };
  return { state, load };
}

/** Lets settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the read cache', () => {
  it('computes an answer once for many simultaneous requests', async () => {
    const cache = new ReadCache(1000);
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

  it('computes again once the answer is older than its time to live', async () => {
    let now = 0;
    const cache = new ReadCache(1000, () => now);
    const { calls, load } = loader('x');
    await cache.get('k', load);
    now = 499;
    await cache.get('k', load);
    expect(calls.count).toBe(1);
    now = 1000;
    await cache.get('k', load);
    expect(calls.count).toBe(2);
  });

  it('computes the next answer in the background in the second half of its life, serving the current one meanwhile', async () => {
    let now = 0;
    const cache = new ReadCache(1000, () => now);
    const { state, load } = versions([2]);
    expect(await cache.get('board', load)).toBe('v1');
    now = 600;
    // Nobody waits for the next one: the current answer comes at once, and one computation starts.
    expect(await cache.get('board', load)).toBe('v1');
    expect(await cache.get('board', load)).toBe('v1');
    expect(state.version).toBe(2);
    state.release();
    await settle();
    expect(await cache.get('board', load)).toBe('v2');
    // The new answer lives from when its computation began.
    now = 1599;
    expect(await cache.get('board', load)).toBe('v2');
  });

  it('serves no answer once its computation began longer ago than the time to live', async () => {
    let now = 0;
    const cache = new ReadCache(1000, () => now);
    // The second computation never finishes (a stuck query): the first answer still expires.
    const { load } = versions([2]);
    await cache.get('k', load);
    now = 700;
    expect(await cache.get('k', load)).toBe('v1');
    now = 1000;
    expect(await cache.get('k', load)).toBe('v3');
  });

  it('does not bring back an answer computed before the answers were forgotten', async () => {
    let now = 0;
    const cache = new ReadCache(1000, () => now);
    const { state, load } = versions([2]);
    await cache.get('k', load);
    now = 600;
    await cache.get('k', load);
    cache.clear();
    state.release();
    await settle();
    expect(await cache.get('k', load)).toBe('v3');
  });

  it('does not keep a failure: the next request tries again', async () => {
    const cache = new ReadCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('Player not found')))).rejects.toThrow(
      'Player not found',
    );
    expect(await cache.get('k', () => Promise.resolve('found'))).toBe('found');
  });

  it('forgets answers by key prefix, or all of them', async () => {
    const cache = new ReadCache(1000);
    const a = loader('a');
    const b = loader('b');
    await cache.get('daily|1', a.load);
    await cache.get('board|1', b.load);
    cache.forget('daily|');
    await cache.get('daily|1', a.load);
    await cache.get('board|1', b.load);
    expect([a.calls.count, b.calls.count]).toEqual([2, 1]);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('lets go of expired answers as new ones arrive, so a burst of lookups is not held in memory', async () => {
    let now = 0;
    const cache = new ReadCache(1000, () => now);
    const { load } = loader('x');
    for (const key of ['a', 'b', 'c']) await cache.get(key, load);
    now = 1500;
    await cache.get('d', load);
    expect(cache.size).toBe(1);
  });

  it('keeps at most its limit of answers, dropping the oldest', async () => {
    const cache = new ReadCache(1000, Date.now, 3);
    const { calls, load } = loader('x');
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, load);
    expect(cache.size).toBe(3);
    await cache.get('d', load);
    expect(calls.count).toBe(4);
    await cache.get('a', load);
    expect(calls.count).toBe(5);
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
      await new Promise((resolve) => setTimeout(resolve, READ_CACHE_MS));
      expect(await total()).toBe(before + 1000);
    } finally {
      await api.close();
    }
  });

  it('count a landing-page visit in the daily statistics at once, without forgetting every other answer', async () => {
    const reads = new ReadCache();
    const api = await startTestApi({ reads });
    try {
      const { total } = await someScore(api);
      await total();
      const visits = async () => ((await api.get('/api/stats/daily')).body as DailyStats).visitsCount;
      const before = await visits();
      const held = reads.size;
      expect((await api.send('POST', '/api/stats/visits')).status).toBe(200);
      expect(reads.size).toBe(held - 1);
      expect(await visits()).toBe(before + 1);
    } finally {
      await api.close();
    }
  });
});
