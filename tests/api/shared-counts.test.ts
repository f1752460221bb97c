import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DailyStats } from '../../src/contract/schemas/stats';
import { queryRows } from '../../src/server/db/client';
import { startTestApi, type TestApi, testConfig } from './harness';

/**
 * Two server processes on one PostgreSQL (two apps on one database, each with its own memory): a
 * visitor has one allowance and is counted once a day whichever answers, and what is kept of them
 * in the database is a keyed hash, never their address. On PGlite the one process keeps them in
 * memory (tests/api/limits.test.ts, tests/api/visitors.test.ts).
 */
let one: TestApi;
let other: TestApi;
const SEARCHES_A_MINUTE = 6;

beforeAll(async () => {
  const config = testConfig({ RATE_LIMIT_SEARCH: String(SEARCHES_A_MINUTE) });
  one = await startTestApi({ config });
  other = await startTestApi({ config, database: one.database });
});
afterAll(async () => {
  await other?.versions.stop();
  await one?.close();
});

const from = (clientAddress: string) => ({ clientAddress });

async function someone(offset: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    one.database.db,
    sql`select p.name from player_totals t join players p on p.id = t.player_id
        order by t.total_score desc, p.id limit 1 offset ${offset}`,
  );
  if (!row) throw new Error('no player');
  return row.name;
}

/** A landing-page visit from `address`, answered by `api`: the day's visits it says. */
async function visit(api: TestApi, address: string): Promise<number> {
  const response = await api.app.request(
    '/api/stats/visits',
    { method: 'POST', headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } },
    from(address),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { visitsCount: number }).visitsCount;
}

describe.runIf(inject('databaseKind') === 'postgres')('two processes on one PostgreSQL', () => {
  it('give a client one allowance between them, and another client its own', async () => {
    const path = `/api/activate/playerlocations/${encodeURIComponent(await someone(0))}`;
    const statuses: number[] = [];
    for (let i = 0; i < SEARCHES_A_MINUTE + 2; i++)
      statuses.push((await (i % 2 ? other : one).get(path, {}, from('203.0.113.7'))).status);
    expect(statuses).toEqual([...Array(SEARCHES_A_MINUTE).fill(200), 429, 429]);
    const refused = await other.get(path, {}, from('203.0.113.7'));
    expect(refused.headers.get('ratelimit')).toMatch(/remaining=0/);
    expect((await one.get(path, {}, from('203.0.113.8'))).status).toBe(200);
  });

  it('count a visit and a search once a day, whichever answers', async () => {
    const before = await visit(one, '198.51.100.1');
    expect(await visit(other, '198.51.100.1')).toBe(before);
    expect(await visit(one, '198.51.100.1')).toBe(before);
    expect(await visit(other, '198.51.100.2')).toBe(before + 1);

    const name = await someone(5);
    const path = `/api/activate/playerlocations/${encodeURIComponent(name)}`;
    const searched = async () =>
      ((await one.get('/api/stats/daily')).body as DailyStats).searchedPlayers.find(
        (p) => p.playerName === name,
      )?.count ?? 0;
    const was = await searched();
    for (const api of [one, other, one, other])
      expect((await api.get(path, {}, from('198.51.100.3'))).status).toBe(200);
    // Each process writes its counts within a second (a read flushes its own): once counted, and
    // still once after both have written.
    await expect.poll(searched).toBe(was + 1);
    // A read through each process has flushed both processes' counts: still once.
    await other.get('/api/stats/daily');
    expect(await searched()).toBe(was + 1);
  });

  it('keep no address: the keys are keyed hashes', async () => {
    const kept = await queryRows<{ key: string }>(
      one.database.db,
      sql`select key from rate_limits union all select key from counted_today`,
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((k) => /203\.0\.113|198\.51\.100/.test(k.key))).toEqual([]);
  });
});
