import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { CachedReads } from '../../src/server/services/cached-reads';
import { cachedProfileAt } from '../../src/server/services/profile-snapshots';
import { ReadCache } from '../../src/server/services/read-cache';
import { openTestDatabase } from './harness';

/**
 * Every query a request runs reads along an index: each is recorded as the request-path services
 * run it, then explained with sequential scans turned off (so a plan that still scans a table has
 * no index to read instead). The tables that grow with the players must never be scanned whole.
 * (The venue's shared state reads a whole venue's totals, once per data version, not per request.)
 */
const GROWING = new Set([
  'players',
  'player_totals',
  'scores',
  'score_events',
  'profile_snapshots',
  'tracked_profiles',
  'agl_team_players',
  'leaderboard_snapshots',
]);

type Client = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const recorded: Array<{ text: string; params: unknown[] }> = [];
let logged: Db;
let player: { id: number; name: string; location_id: number };

beforeAll(async () => {
  database = await openTestDatabase();
  const client = (database.db as unknown as { $client: Client }).$client;
  const logger = { logQuery: (text: string, params: unknown[]) => recorded.push({ text, params }) };
  logged = (inject('databaseKind') === 'pglite'
    ? drizzlePglite({ client: client as never, schema, logger })
    : drizzlePg({ client: client as never, schema, logger })) as unknown as Db;
  const [row] = await queryRows<{ id: number; name: string; location_id: number }>(
    database.db,
    sql`select p.id, p.name, t.location_id from player_totals t join players p on p.id = t.player_id
        join tracked_profiles tp on tp.player_id = p.id order by t.total_score desc limit 1`,
  );
  if (!row) throw new Error('no tracked player');
  player = row;
});
afterAll(() => database.close());

/** The relations a plan reads by a sequential scan. */
function seqScans(plan: unknown): string[] {
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node['Node Type'] === 'Seq Scan') found.push(String(node['Relation Name']));
    for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
  };
  walk((plan as Array<{ Plan: Record<string, unknown> }>)[0]?.Plan ?? {});
  return found;
}

async function explain(text: string, params: unknown[]): Promise<unknown> {
  const client = (
    database.db as unknown as { $client: Client & { connect?: () => Promise<Client & { release(): void }> } }
  ).$client;
  // One connection for both statements (a pool would hand them to different ones).
  const conn = client.connect ? await client.connect() : client;
  try {
    await conn.query('set enable_seqscan = off');
    const { rows } = await conn.query(`explain (format json) ${text}`, params);
    const first = rows[0] as Record<string, unknown>;
    const plan = first['QUERY PLAN'];
    return typeof plan === 'string' ? JSON.parse(plan) : plan;
  } finally {
    await conn.query('set enable_seqscan = on');
    (conn as { release?: () => void }).release?.();
  }
}

describe('the queries of a request', () => {
  it('read every growing table along an index: player data, venues, tracked snapshot', async () => {
    const reads = new CachedReads(logged, new ReadCache());
    // The venue's shared state first (per data version, not per request), then what a request runs.
    await reads.venue(player.location_id);
    recorded.length = 0;
    await reads.playerData(player.name, player.location_id);
    await new CachedReads(logged, new ReadCache()).playerVenues(player.name);
    await cachedProfileAt(logged, player.id, player.location_id);
    expect(recorded.length).toBeGreaterThan(3);
    for (const { text, params } of recorded) {
      const scanned = seqScans(await explain(text, params)).filter((t) => GROWING.has(t));
      expect(scanned, text).toEqual([]);
    }
  });
});
