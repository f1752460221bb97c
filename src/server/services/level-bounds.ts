import { type SQL, sql } from 'drizzle-orm';
import { BESTS_KEPT, keptBounds, RULE, type VenueBest } from '../../domain/plausibility';
import { type Database, type Db, queryRows } from '../db/client';
import { IMPORT_LOCK } from '../db/locks';
import { readState, writeState } from './app-state';

/**
 * Upkeep of `level_bounds`, the plausibility bound the import holds a score above
 * (src/domain/plausibility.ts). A bound is learned from a level's best scores at the venue,
 * chain-wide, and from its game's neighbouring levels, so bounds are relearned a game at a time:
 * every level of the game at every venue, from each venue's ten best per level (index probes of
 * `scores_level_score_idx`).
 */

/** Relearns the bounds of every level of the games; the caller holds the imports' lock. */
export async function refreshLevelBounds(db: Db, gameIds: readonly number[]): Promise<void> {
  if (gameIds.length === 0) return;
  await relearn(db, sql`= any(${sql.param([...new Set(gameIds)])}::int[])`);
}

/**
 * The rule the kept bounds were learned with ('spreadFactor=3 floor=2 …'): a change of its
 * constants relearns them all. Not JSON text: the state is stored as JSON, and a string that is
 * itself JSON comes back from the driver parsed.
 */
const RULE_STAMP = Object.entries(RULE)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ');

/**
 * Relearns every bound, as the seed and each rollover do. Inside a transaction: it waits for the
 * imports' lock, as every writer of bounds holds it (src/server/db/locks.ts).
 */
export async function learnAllBounds(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
  await relearn(db, sql`is not null`);
  await writeState(db, 'plausibilityRule', RULE_STAMP);
}

/**
 * Learns every bound when they were learned with other constants, or never (a database from before
 * bounds were kept), so the server never starts with bounds its rule would not give. True when it did.
 */
export function learnBoundsIfStale(database: Database): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const db: Db = tx;
    if ((await readState(db, 'plausibilityRule')) === RULE_STAMP) return false;
    await learnAllBounds(db);
    return true;
  });
}

/** Relearns the bounds of the games whose id passes `games` (`= any(...)`, or every one). */
async function relearn(db: Db, games: SQL): Promise<void> {
  const bests = await queryRows<VenueBest>(
    db,
    sql`
    select t.location_id as "locationId", t.game_id as "gameId", t.level::int as level, b.high_score as "highScore"
    from level_tops t cross join lateral (
      select s.high_score from scores s
      where s.location_id = t.location_id and s.game_id = t.game_id and s.level = t.level and s.high_score > 0
      order by s.high_score desc limit ${BESTS_KEPT}) b
    where t.game_id ${games}`,
  );
  const levels = await queryRows<{ gameId: number; level: number }>(
    db,
    sql`select game_id as "gameId", level::int as level from levels where game_id ${games}`,
  );
  const venues = await queryRows<{ id: number }>(db, sql`select id from locations`);
  const kept = keptBounds(
    bests,
    levels,
    venues.map((v) => v.id),
  );
  await db.execute(sql`delete from level_bounds where game_id ${games}`);
  if (kept.length === 0) return;
  const column = <T>(pick: (k: (typeof kept)[number]) => T) => sql.param(kept.map(pick));
  await db.execute(sql`
    insert into level_bounds (location_id, game_id, level, bound)
    select * from unnest(${column((k) => k.locationId)}::int[], ${column((k) => k.gameId)}::int[],
      ${column((k) => k.level)}::smallint[], ${column((k) => k.bound)}::int[])`);
}
