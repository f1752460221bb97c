import { sql } from 'drizzle-orm';
import { yearStart } from '../../src/domain/days';
import { type Database, type Db, queryRows } from '../../src/server/db/client';
import { refreshDerived } from '../../src/server/services/derived';
import { learnAllBounds } from '../../src/server/services/level-bounds';

/** Every player's figures at every venue, and every level's top, as the database holds them. */
export async function derivedFigures(db: Db) {
  const totals = await queryRows(
    db,
    sql`select player_id, location_id, total_score::text, levels_played, top_scores, player_rank,
          stars::text, yearly_score::text
        from player_totals order by player_id, location_id`,
  );
  const tops = await queryRows(
    db,
    sql`select location_id, game_id, level, top_score from level_tops order by 1, 2, 3`,
  );
  return { totals, tops };
}

/** Carries a transaction's findings out of it, rolling it back. */
class Rollback<T> {
  constructor(readonly result: T) {}
}

/**
 * The same figures recomputed from the scores of `venues`, as the seed and the rollover make them,
 * in a transaction rolled back: what the import or a review keeps up to date must equal them.
 */
export function recomputedFigures(database: Database, venues: readonly number[], now: Date) {
  return database.db
    .transaction(async (tx) => {
      const db: Db = tx;
      await refreshDerived(db, venues, yearStart(now, 'UTC'));
      throw new Rollback(await derivedFigures(db));
    })
    .catch((done: unknown) => {
      if (done instanceof Rollback) return done.result as Awaited<ReturnType<typeof derivedFigures>>;
      throw done;
    });
}

/** A level's kept plausibility bound at a venue, as `level_bounds` holds it. */
export type KeptBoundRow = { location_id: number; game_id: number; level: number; bound: number };

/** Every kept plausibility bound. */
export function keptBoundRows(db: Db): Promise<KeptBoundRow[]> {
  return queryRows<KeptBoundRow>(
    db,
    sql`select location_id, game_id, level::int as level, bound from level_bounds order by 1, 2, 3`,
  );
}

/** Every bound learned again from the scores as they are, in a transaction rolled back. */
export function relearnedBounds(database: Database): Promise<KeptBoundRow[]> {
  return database.db
    .transaction(async (tx) => {
      const db: Db = tx;
      await learnAllBounds(db);
      throw new Rollback(await keptBoundRows(db));
    })
    .catch((done: unknown) => {
      if (done instanceof Rollback) return done.result as KeptBoundRow[];
      throw done;
    });
}
