import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LEADERBOARD_SIZE } from '../../domain/constants';
import type { Db } from '../db/client';
import { leaderboardSnapshots, locations, playerTotals, WORLD_BOARD_ID } from '../db/schema';
import { columnName } from '../db/sql';
import { totalDeltas } from './as-of';

/**
 * Writes the top of every venue board and of the world board as they stood at `cutoff` (the end
 * of `day`), rebuilt from the live totals and the score history, so a late or repeated run gives
 * the same rows. A second run for the same day replaces the first with identical rows.
 *
 * Only the live top (100 + k) of a board, with ties, plus the k pairs that changed since the
 * cutoff, can be in its top 100 as of then: everyone else has at least 100 unchanged players
 * above them. Positions counted among those candidates are the board's positions.
 *
 * Raw SQL: materialized CTEs, a per-venue offset and `rank()` over partitions, which the query
 * builder cannot say; tables and columns come from the schema, and the rollover tests run it on
 * PGlite and PostgreSQL.
 */
export async function snapshotLeaderboards(db: Db, day: string, cutoff: Date): Promise<void> {
  const t = alias(playerTotals, 't');
  const totals = sql`${playerTotals} as ${t}`;
  const snap = leaderboardSnapshots;
  const col = columnName;
  await db.delete(snap).where(eq(snap.day, day));
  await db.execute(sql`
    with deltas as materialized (${totalDeltas(cutoff)}),
    venue_floor as materialized (
      select ${locations.id} as location_id, (
        select ${t.totalScore} from ${totals} where ${t.locationId} = ${locations.id}
        order by ${t.totalScore} desc
        offset ${LEADERBOARD_SIZE - 1} + (select count(*) from deltas d where d.location_id = ${locations.id}) limit 1
      ) as floor
      from ${locations}
    ),
    world_floor as materialized (
      select (select ${t.totalScore} from ${totals} order by ${t.totalScore} desc
              offset ${LEADERBOARD_SIZE - 1} + (select count(*) from deltas) limit 1) as floor
    ),
    venue_candidates as (
      select ${t.playerId}, ${t.locationId}, ${t.totalScore} from ${totals}
      join venue_floor f on f.location_id = ${t.locationId}
      where ${t.totalScore} >= coalesce(f.floor, 0)
      union
      select ${t.playerId}, ${t.locationId}, ${t.totalScore} from ${totals}
      join deltas d on d.player_id = ${t.playerId} and d.location_id = ${t.locationId}
    ),
    world_candidates as (
      select ${t.playerId}, ${t.locationId}, ${t.totalScore} from ${totals}
      where ${t.totalScore} >= coalesce((select floor from world_floor), 0)
      union
      select ${t.playerId}, ${t.locationId}, ${t.totalScore} from ${totals}
      join deltas d on d.player_id = ${t.playerId} and d.location_id = ${t.locationId}
    ),
    venue_ranked as (
      select c.player_id, c.location_id, c.total_score - coalesce(d.delta, 0) as total
      from venue_candidates c left join deltas d on d.player_id = c.player_id and d.location_id = c.location_id
    ),
    world_ranked as (
      select c.player_id, c.location_id, c.total_score - coalesce(d.delta, 0) as total
      from world_candidates c left join deltas d on d.player_id = c.player_id and d.location_id = c.location_id
    )
    insert into ${snap} (${col(snap.day)}, ${col(snap.boardLocationId)}, ${col(snap.playerId)},
      ${col(snap.locationId)}, ${col(snap.position)}, ${col(snap.score)})
    select ${day}::date, location_id, player_id, location_id, position, total from (
      select *, rank() over (partition by location_id order by total desc) as position from venue_ranked where total > 0
    ) v where position <= ${LEADERBOARD_SIZE}
    union all
    select ${day}::date, ${WORLD_BOARD_ID}, player_id, location_id, position, total from (
      select *, rank() over (order by total desc) as position from world_ranked where total > 0
    ) w where position <= ${LEADERBOARD_SIZE}`);
}
