import { sql } from 'drizzle-orm';
import type { DailyStats } from '../../contract/schemas/stats';
import { DAILY_STATS_TOP } from '../../domain/constants';
import { type Db, queryRows } from '../db/client';

/** Counts one landing-page view on `day`; answers the day's count. */
export async function countVisit(db: Db, day: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`
    insert into daily_visits (day, count) values (${day}::date, 1)
    on conflict (day) do update set count = daily_visits.count + 1
    returning count`,
  );
  return row?.count ?? 1;
}

/** A day's visits and its most searched and most compared players (top 20 each). */
export async function dailyStats(db: Db, day: string): Promise<DailyStats> {
  const [visits] = await queryRows<{ count: number }>(
    db,
    sql`select count from daily_visits where day = ${day}::date`,
  );
  const top = (kind: 'search' | 'compare') =>
    queryRows<{ playerName: string; count: number; locationId: number; locationName: string }>(
      db,
      sql`
      select p.name as "playerName", d.count, d.location_id as "locationId", l.name as "locationName"
      from daily_lookups d join players p on p.id = d.player_id join locations l on l.id = d.location_id
      where d.day = ${day}::date and d.kind = ${kind}
      order by d.count desc, p.name_key, d.location_id
      limit ${DAILY_STATS_TOP}`,
    );
  const [searchedPlayers, comparedPlayers] = await Promise.all([top('search'), top('compare')]);
  return { day, visitsCount: visits?.count ?? 0, searchedPlayers, comparedPlayers };
}
