import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import {
  GROWING,
  planOf,
  type RecordedQuery,
  recorder,
  recordRequest,
  type SqlClient,
  seqScans,
  trackedLeader,
} from '../support/request-plans';
import { openTestDatabase } from './harness';

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

async function explain(text: string, params: unknown[]): Promise<unknown> {
  const client = (
    database.db as unknown as {
      $client: SqlClient & { connect?: () => Promise<SqlClient & { release(): void }> };
    }
  ).$client;
  // One connection for both statements (a pool would hand them to different ones).
  const conn = client.connect ? await client.connect() : client;
  try {
    await conn.query('set enable_seqscan = off');
    return await planOf(conn, text, params);
  } finally {
    await conn.query('set enable_seqscan = on');
    (conn as { release?: () => void }).release?.();
  }
}

describe('the queries of a request', () => {
  it('read every growing table along an index: player data, venues, tracked snapshot, history', async () => {
    await recordRequest(logged, recorded, player);
    expect(recorded.length).toBeGreaterThan(3);
    expect(recorded.some((q) => q.text.includes('"player_days"'))).toBe(true);
    for (const { text, params } of recorded) {
      const scanned = seqScans(await explain(text, params)).filter((t) => GROWING.has(t));
      expect(scanned, text).toEqual([]);
    }
  });
});
