import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/server/db/client';
import { CachedReads } from '../../src/server/services/cached-reads';
import { playerNews, venueNews } from '../../src/server/services/feeds';
import { levelBoard } from '../../src/server/services/level-boards';
import { playerLocations } from '../../src/server/services/players';
import { cachedProfileAt } from '../../src/server/services/profile-snapshots';
import { ReadCache } from '../../src/server/services/read-cache';
import { suggestPlayers } from '../../src/server/services/suggestions';
import { TEST_SEED } from './seed';

/**
 * What the query-plan tests share: the statements a player's request runs, recorded as the
 * request-path services run them, and the tables a plan scans whole.
 */

/** Tables that grow with the players: a request must never scan one whole. */
export const GROWING = new Set([
  'players',
  'player_totals',
  'scores',
  'score_events',
  'profile_snapshots',
  'tracked_profiles',
  'agl_team_players',
  'leaderboard_snapshots',
  'player_days',
  'player_periods',
  'daily_lookups',
]);

export interface RecordedQuery {
  text: string;
  params: unknown[];
}

/** The drizzle logger that records every statement into `recorded`. */
export function recorder(recorded: RecordedQuery[]) {
  return { logQuery: (text: string, params: unknown[]) => recorded.push({ text, params }) };
}

/** The leading player of the chain among those who track their profile (their request runs every read). */
export async function trackedLeader(db: Db): Promise<{ id: number; name: string; location_id: number }> {
  const [row] = await queryRows<{ id: number; name: string; location_id: number }>(
    db,
    sql`select p.id, p.name, t.location_id from player_totals t join players p on p.id = t.player_id
        join tracked_profiles tp on tp.player_id = p.id order by t.total_score desc limit 1`,
  );
  if (!row) throw new Error('no tracked player');
  return row;
}

/**
 * Runs a request's reads for `player` on `logged` (a database whose logger fills `recorded`):
 * the venue's shared state first (of each of the player's venues), which is loaded once per data
 * version and not recorded, then the player's data, their venues, their tracked snapshot, what to
 * play next, their recent bests (over a window that holds part of the seeded history) and their
 * whole history at the venue.
 */
export async function recordRequest(
  logged: Db,
  recorded: RecordedQuery[],
  player: { id: number; name: string; location_id: number },
): Promise<void> {
  const reads = new CachedReads(logged, new ReadCache());
  await reads.venue(player.location_id);
  for (const venue of await playerLocations(logged, player.id)) await reads.venue(venue.id);
  recorded.length = 0;
  await reads.playerData(player.name, player.location_id);
  await new CachedReads(logged, new ReadCache()).playerVenues(player.name);
  await cachedProfileAt(logged, player.id, player.location_id);
  await reads.playNext(player.name, player.location_id);
  await reads.recentBests(player.name, player.location_id, new Date(TEST_SEED.now.getTime() - 86_400_000));
  // 'all': the widest range, so the history's read is the longest range scan a request makes.
  await reads.history(player.name, player.location_id, 'all', '2026-11-20');
}

/**
 * Runs the name suggestions' reads on `logged` for the start of `name` and for it with a letter
 * changed (a prefix search and a trigram one both find something), then with a venue filter.
 */
export async function recordSuggestions(
  logged: Db,
  recorded: RecordedQuery[],
  player: { name: string; location_id: number },
): Promise<void> {
  recorded.length = 0;
  const start = player.name.slice(0, 3);
  const typo = `${player.name.slice(0, -1)}q`;
  await suggestPlayers(logged, start);
  await suggestPlayers(logged, typo, player.location_id);
}

/**
 * Runs a level board's reads for `player` on `logged`: the busiest level of the player's venue
 * (after the venue's shared state, loaded once per data version and not recorded), with their place.
 */
export async function recordLevelBoard(
  logged: Db,
  recorded: RecordedQuery[],
  player: { id: number; name: string; location_id: number },
): Promise<void> {
  const [level] = await queryRows<{ game_id: number; level: number }>(
    logged,
    sql`select game_id, level from scores where location_id = ${player.location_id} and high_score > 0
        group by game_id, level order by count(*) desc limit 1`,
  );
  if (!level) throw new Error('no level played at the venue');
  const cached = new CachedReads(logged, new ReadCache());
  await cached.venue(player.location_id);
  recorded.length = 0;
  await levelBoard({ db: logged, cached }, player.location_id, level.game_id, level.level + 1, player.name);
}

/**
 * Runs the feeds' reads for `player` on `logged` (see recordRequest): their own best scores of
 * the last 30 days, and the standing tops of their venue set in that time.
 */
export async function recordFeeds(
  logged: Db,
  recorded: RecordedQuery[],
  player: { id: number; location_id: number },
  since: Date,
): Promise<void> {
  recorded.length = 0;
  await playerNews(logged, player.id, since);
  await venueNews(logged, player.location_id, since);
}

type PlanNode = Record<string, unknown>;

/** The children of a plan node. */
const childrenOf = (node: PlanNode): PlanNode[] => (node.Plans as PlanNode[] | undefined) ?? [];

/** Every node of a plan (`explain (format json)`), the root first. */
function planNodes(plan: unknown): PlanNode[] {
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of childrenOf(node)) walk(child);
  };
  walk((plan as Array<{ Plan: PlanNode }>)[0]?.Plan ?? {});
  return nodes;
}

/** The relations a plan reads by a sequential scan. */
export function seqScans(plan: unknown): string[] {
  return planNodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => String(node['Relation Name']));
}

/**
 * Whether a plan reads `index` only as far as a limit: a Limit node directly over a scan of it
 * (a top N read in the index's order, however many entries follow).
 */
export function readsTopOf(plan: unknown, index: string): boolean {
  return planNodes(plan).some(
    (node) => node['Node Type'] === 'Limit' && childrenOf(node)[0]?.['Index Name'] === index,
  );
}

/** The indexes a plan reads (index, index-only and bitmap index scans). */
export function indexNames(plan: unknown): string[] {
  return [...JSON.stringify(plan).matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1] as string);
}

/** A connection that answers plain SQL (node-postgres's client and PGlite alike). */
export type SqlClient = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

/** The plan of one statement as JSON, explained on `client`. */
export async function planOf(client: SqlClient, text: string, params: unknown[]): Promise<unknown> {
  const { rows } = await client.query(`explain (format json) ${text}`, params);
  const plan = (rows[0] as Record<string, unknown>)['QUERY PLAN'];
  return typeof plan === 'string' ? JSON.parse(plan) : plan;
}
