import { sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE } from '../../domain/constants';
import type { Db } from '../db/client';
import { WORLD_BOARD_ID } from '../db/schema';
import { totalDeltas } from './as-of';

/**
 * Writes the top of every venue board and of the world board as they stood at `cutoff` (the end
 * of `day`), rebuilt from the live totals and the score history, so a late or repeated run gives
 * the same rows. A second run for the same day replaces the first with identical rows.
 *
 * Only the live top (100 + k) of a board, with ties, plus the k pairs that changed since the
 * cutoff, can be in its top 100 as of then: everyone else has at least 100 unchanged players
 * above them. Positions counted among those candidates are the board's positions.
 */
export async function snapshotLeaderboards(db: Db, day: string, cutoff: Date): Promise<void> {
  await db.execute(sql`delete from leaderboard_snapshots where day = ${day}::date`);
  await db.execute(sql`
    with deltas as materialized (${totalDeltas(cutoff)}),
    venue_floor as materialized (
      select l.id as location_id, (
        select t.total_score from player_totals t where t.location_id = l.id
        order by t.total_score desc
        offset ${LEADERBOARD_SIZE - 1} + (select count(*) from deltas d where d.location_id = l.id) limit 1
      ) as floor
      from locations l
    ),
    world_floor as materialized (
      select (select total_score from player_totals order by total_score desc
              offset ${LEADERBOARD_SIZE - 1} + (select count(*) from deltas) limit 1) as floor
    ),
    venue_candidates as (
      select t.player_id, t.location_id, t.total_score from player_totals t
      join venue_floor f on f.location_id = t.location_id
      where t.total_score >= coalesce(f.floor, 0)
      union
      select t.player_id, t.location_id, t.total_score from player_totals t
      join deltas d on d.player_id = t.player_id and d.location_id = t.location_id
    ),
    world_candidates as (
      select t.player_id, t.location_id, t.total_score from player_totals t
      where t.total_score >= coalesce((select floor from world_floor), 0)
      union
      select t.player_id, t.location_id, t.total_score from player_totals t
      join deltas d on d.player_id = t.player_id and d.location_id = t.location_id
    ),
    venue_ranked as (
      select c.player_id, c.location_id, c.total_score - coalesce(d.delta, 0) as total
      from venue_candidates c left join deltas d on d.player_id = c.player_id and d.location_id = c.location_id
    ),
    world_ranked as (
      select c.player_id, c.location_id, c.total_score - coalesce(d.delta, 0) as total
      from world_candidates c left join deltas d on d.player_id = c.player_id and d.location_id = c.location_id
    )
    insert into leaderboard_snapshots (day, board_location_id, player_id, location_id, position, score)
    select ${day}::date, location_id, player_id, location_id, position, total from (
      select *, rank() over (partition by location_id order by total desc) as position from venue_ranked where total > 0
    ) v where position <= ${LEADERBOARD_SIZE}
    union all
    select ${day}::date, ${WORLD_BOARD_ID}, player_id, location_id, position, total from (
      select *, rank() over (order by total desc) as position from world_ranked where total > 0
    ) w where position <= ${LEADERBOARD_SIZE}`);
}
