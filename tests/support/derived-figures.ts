import { sql } from 'drizzle-orm';
import { yearStart } from '../../src/domain/days';
import { type Database, type Db, queryRows } from '../../src/server/db/client';
import { refreshDerived } from '../../src/server/services/derived';

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

class Rollback {
  constructor(readonly result: Awaited<ReturnType<typeof derivedFigures>>) {}
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
      if (done instanceof Rollback) return done.result;
      throw done;
    });
}
