import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../src/server/db/client';

/** Tables whose contents make up the product's data (not sessions or bookkeeping). */
export const DATA_TABLES = [
  'locations',
  'rooms',
  'games',
  'levels',
  'location_games',
  'players',
  'scores',
  'score_events',
  'level_tops',
  'player_totals',
  'leaderboard_snapshots',
  'profile_snapshots',
  'tracked_profiles',
  'agl_teams',
  'agl_team_players',
  'badges',
  'badge_players',
  'challenges',
  'challenge_scores',
  'daily_visits',
  'daily_lookups',
  'app_state',
];

/**
 * Rows that only count writes (the data version moves with every one) or are made on first use
 * (the visitors' hash key, by the first rate-limited request on PostgreSQL), left out of a digest.
 */
const BOOKKEEPING: Record<string, string> = { app_state: "where t.key not in ('dataVersion', 'visitorKey')" };

/**
 * A digest of each table's full contents (row order and write-time stamps left out), in one
 * statement: the fuzz tests take one after every refused mutation.
 */
export async function digest(database: Database, tables = DATA_TABLES): Promise<Record<string, string>> {
  const parts = tables.map(
    (table) => `
      select '${table}' as t, md5(coalesce(string_agg(r, '|' order by r), '')) as d, count(*)::int as n from (
        select (to_jsonb(t) - 'created_at' - 'updated_at' - 'awarded_at' - 'taken_at')::text as r from ${table} t
        ${BOOKKEEPING[table] ?? ''}) x`,
  );
  const rows = await queryRows<{ t: string; d: string | null; n: number }>(
    database.db,
    sql.raw(parts.join('\n      union all')),
  );
  return Object.fromEntries(rows.map((row) => [row.t, `${row.n}:${row.d ?? ''}`]));
}
