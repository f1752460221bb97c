import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import {
  GROWING,
  planOf,
  type RecordedQuery,
  recorder,
  recordRequest,
  seqScans,
  trackedLeader,
} from '../support/request-plans';
import { ADMIN_URL, admin, runScript, SHORT } from './support';

/**
 * The queries of a player's request, explained on PostgreSQL at a chain's size with the
 * planner's own choices (tests/api/query-plans.test.ts forbids sequential scans on the small test
 * chain instead): a million players in the full run, 5,000 in CI's short one. PLANS_DATABASE_URL
 * names an already seeded database to use instead of seeding one.
 */
const PLAYERS = SHORT ? 5_000 : 1_000_000;
const NAME = `arcade_long_plans_${process.pid}`;
const given = process.env.PLANS_DATABASE_URL;
/** Rows below which reading a table whole is cheaper than its index, and the planner rightly does. */
const SMALL = 10_000;
let pool: pg.Pool;

/**
 * Ends the pool and waits for its connections to close: pool.end() resolves before they have, and
 * the forced drop that follows would otherwise terminate a live one, an error nobody listens for.
 */
async function endPool(open: pg.Pool): Promise<void> {
  const count = open.totalCount;
  let removed = 0;
  const closed = new Promise<void>((resolve) => {
    if (count === 0) resolve();
    open.on('remove', () => {
      if (++removed === count) resolve();
    });
  });
  await open.end();
  await closed;
}

beforeAll(async () => {
  let url = given;
  if (!url) {
    await admin(`drop database if exists ${NAME} with (force)`);
    await admin(`create database ${NAME}`);
    const target = new URL(ADMIN_URL);
    target.pathname = `/${NAME}`;
    url = target.toString();
    const seed = runScript('seed', ['--players', String(PLAYERS), '--locations', '20', '--days', '2'], {
      DATABASE_URL: url,
    });
    expect(await seed.done, seed.output()).toBe(0);
  }
  pool = new pg.Pool({ connectionString: url, max: 2 });
  // The planner's figures of a freshly loaded database.
  await pool.query('analyze');
}, 1_800_000);

afterAll(async () => {
  if (pool) await endPool(pool);
  if (!given) await admin(`drop database if exists ${NAME} with (force)`);
});

describe(`a player's request on a chain of ${PLAYERS.toLocaleString('en-GB')} players`, () => {
  it('reads every growing table along an index, as the planner chooses', async () => {
    // A table the seed keeps small (it tracks a few dozen profiles) is rightly read whole.
    const { rows } = await pool.query<{ relname: string; rows: number }>(
      'select relname, reltuples::float8 as rows from pg_class where relkind in ($1, $2)',
      ['r', 'p'],
    );
    const large = new Set(rows.filter((r) => GROWING.has(r.relname) && r.rows > SMALL).map((r) => r.relname));
    expect(large).toContain('scores');
    const recorded: RecordedQuery[] = [];
    const logged = drizzle({ client: pool, schema, logger: recorder(recorded) });
    const player = await trackedLeader(drizzle({ client: pool, schema }));
    await recordRequest(logged, recorded, player);
    expect(recorded.length).toBeGreaterThan(3);
    for (const { text, params } of recorded) {
      const scanned = seqScans(await planOf(pool, text, params)).filter((t) => large.has(t));
      expect(scanned, text).toEqual([]);
    }
  });
});
