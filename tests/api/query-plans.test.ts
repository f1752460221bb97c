import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { CachedReads } from '../../src/server/services/cached-reads';
import { newTopScores } from '../../src/server/services/movers';
import { periodBoard } from '../../src/server/services/period-gains';
import { ReadCache } from '../../src/server/services/read-cache';
import { dailyStats } from '../../src/server/services/stats';
import { venueScreen } from '../../src/server/services/venue-screen';
import {
  GROWING,
  indexNames,
  planOf,
  type RecordedQuery,
  readsTopOf,
  recorder,
  recordFeeds,
  recordLevelBoard,
  recordRequest,
  recordSuggestions,
  type SqlClient,
  seqScans,
  trackedLeader,
} from '../support/request-plans';
import { TEST_SEED } from '../support/seed';
import { openTestDatabase, TEST_NOW } from './harness';

/**
 * Every query a request runs reads along an index: each is recorded as the request-path services
 * run it, then explained with sequential scans turned off (so a plan that still scans a table has
 * no index to read instead). The tables that grow with the players must never be scanned whole.
 * (The venue's shared state reads a whole venue's totals, once per data version, not per request.)
 * tests/long/query-plans.test.ts explains the same queries on a chain of a million players with
 * the planner's own choices.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const recorded: RecordedQuery[] = [];
let logged: Db;
let player: { id: number; name: string; location_id: number };

beforeAll(async () => {
  database = await openTestDatabase();
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  const logger = recorder(recorded);
  logged = (inject('databaseKind') === 'pglite'
    ? drizzlePglite({ client: client as never, schema, logger })
    : drizzlePg({ client: client as never, schema, logger })) as unknown as Db;
  player = await trackedLeader(database.db);
});
afterAll(() => database.close());

/**
 * The plan of a statement with sequential scans turned off, and `off` besides (planner methods,
 * e.g. `sort`: with it off, a plan that sorts anyway has no index giving the order).
 */
async function explain(text: string, params: unknown[], off: string[] = []): Promise<unknown> {
  const methods = ['seqscan', ...off];
  const client = (
    database.db as unknown as {
      $client: SqlClient & { connect?: () => Promise<SqlClient & { release(): void }> };
    }
  ).$client;
  // One connection for both statements (a pool would hand them to different ones).
  const conn = client.connect ? await client.connect() : client;
  try {
    for (const method of methods) await conn.query(`set enable_${method} = off`);
    return await planOf(conn, text, params);
  } finally {
    for (const method of methods) await conn.query(`set enable_${method} = on`);
    (conn as { release?: () => void }).release?.();
  }
}

describe('the queries of a request', () => {
  it('read every growing table along an index: player data, venues, tracked snapshot, play next, recent bests, history', async () => {
    await recordRequest(logged, recorded, player);
    expect(recorded.length).toBeGreaterThan(3);
    expect(recorded.some((q) => q.text.includes('"player_days"'))).toBe(true);
    for (const { text, params } of recorded) {
      const scanned = seqScans(await explain(text, params)).filter((t) => GROWING.has(t));
      expect(scanned, text).toEqual([]);
    }
  });

  it("look the player up by name once and read their venues once, whichever of the summary's reads asks", async () => {
    await recordRequest(logged, recorded, player);
    // recordRequest asks the player's venues of a second, empty cache too (the API's own read).
    const byName = recorded.filter((q) => /from "players" where "players"\."name_key" = /.test(q.text));
    const venues = recorded.filter((q) =>
      q.text.includes('"player_totals"."total_score" from "player_totals"'),
    );
    expect(byName.length).toBe(2);
    expect(venues.length).toBe(2);
  });

  it('read players along an index for name suggestions: prefix, trigram, their venues', async () => {
    await recordSuggestions(logged, recorded, player);
    expect(recorded.length).toBe(6);
    const indexes: string[] = [];
    for (const { text, params } of recorded) {
      const plan = await explain(text, params);
      expect(
        seqScans(plan).filter((t) => GROWING.has(t)),
        text,
      ).toEqual([]);
      indexes.push(...indexNames(plan));
    }
    expect(indexes).toContain('players_search_prefix_idx');
    expect(indexes).toContain('players_search_trgm_idx');
  });

  it("read every growing table along an index: a level's board with the player's place", async () => {
    await recordLevelBoard(logged, recorded, player);
    // The shared board (top 10, the level's field, the chain's best) and the player's own score.
    expect(recorded.length).toBeGreaterThanOrEqual(4);
    for (const { text, params } of recorded) {
      const scanned = seqScans(await explain(text, params)).filter((t) => GROWING.has(t));
      expect(scanned, text).toEqual([]);
    }
  });

  it("read the level tops beaten since yesterday's close (the movers) along indexes", async () => {
    // Yesterday's close in the seeded chain: the new tops of the day so far.
    recorded.length = 0;
    await newTopScores(logged, '2026-11-19', new Date('2026-11-20T00:00:00Z'));
    // From the tops kept at that close; and replayed from the history for a day without them.
    await newTopScores(logged, '2026-11-20', new Date('2026-11-21T00:00:00Z'));
    expect(recorded.length).toBe(4);
    for (const { text, params } of recorded) {
      const scanned = seqScans(await explain(text, params)).filter((t) => GROWING.has(t));
      expect(scanned, text).toEqual([]);
    }
  });

  it("read every growing table along an index: a player's feed and their venue's", async () => {
    await recordFeeds(logged, recorded, player, new Date(TEST_NOW.getTime() - 30 * 86_400_000));
    expect(recorded).toHaveLength(2);
    for (const { text, params } of recorded) {
      const scanned = seqScans(await explain(text, params)).filter((t) => GROWING.has(t));
      expect(scanned, text).toEqual([]);
    }
  });
});

describe('the month and year boards', () => {
  it("read a venue's and the world's top gains in order from their indexes", async () => {
    const venue = { id: player.location_id, name: '', city: '' };
    for (const period of ['month', 'year'] as const) {
      for (const [scope, index] of [
        [{ kind: 'venue', venue } as const, 'player_periods_board_idx'],
        [{ kind: 'world' } as const, 'player_periods_world_idx'],
      ] as const) {
        recorded.length = 0;
        await periodBoard(logged, scope, period, '2026-11-20');
        const [top] = recorded.filter((q) => q.text.includes('"player_periods"'));
        if (!top) throw new Error('no read of player_periods');
        // Sorting and bitmap reads off: the index must give the gains in order.
        const plan = await explain(top.text, top.params, ['sort', 'bitmapscan']);
        expect(indexNames(plan), top.text).toContain(index);
        expect(
          seqScans(plan).filter((t) => GROWING.has(t)),
          top.text,
        ).toEqual([]);
      }
    }
  });
});

describe("the landing's daily statistics", () => {
  it("read the day's top 20 searched and compared from the top of an index", async () => {
    recorded.length = 0;
    await dailyStats(logged, '2026-11-20');
    const tops = recorded.filter((q) => q.text.includes('"daily_lookups"'));
    expect(tops).toHaveLength(2);
    for (const { text, params } of tops) {
      // The test chain looks up a few dozen players a day, which the planner rightly sorts in
      // memory; with sorting (and bitmap reads, which lose the order) off, it shows that the
      // index gives the order, so a day of a hundred thousand lookups reads 20 entries.
      const plan = await explain(text, params, ['sort', 'bitmapscan']);
      expect(readsTopOf(plan, 'daily_lookups_top_idx'), text).toBe(true);
      expect(
        seqScans(plan).filter((t) => GROWING.has(t)),
        text,
      ).toEqual([]);
    }
  });
});

describe("the queries of a venue's screen", () => {
  it("read every growing table along an index: the board, today's new tops and climbers", async () => {
    const cached = new CachedReads(logged, new ReadCache());
    // The venue's shared state is loaded once per data version, as for a player's request.
    await cached.venue(player.location_id);
    recorded.length = 0;
    await venueScreen(logged, cached, new ReadCache(), player.location_id, '2026-11-20', TEST_SEED.clock, 1);
    expect(recorded.length).toBeGreaterThan(2);
    for (const { text, params } of recorded) {
      const scanned = seqScans(await explain(text, params)).filter((t) => GROWING.has(t));
      expect(scanned, text).toEqual([]);
    }
  });
});
