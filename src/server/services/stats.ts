import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DailyStats } from '../../contract/schemas/stats';
import { DAILY_STATS_TOP } from '../../domain/constants';
import type { Db } from '../db/client';
import { dailyLookups, dailyVisits, locations, players } from '../db/schema';

/** Counts one landing-page view on `day`; answers the day's count. */
export async function countVisit(db: Db, day: string): Promise<number> {
  const [row] = await db
    .insert(dailyVisits)
    .values({ day, count: 1 })
    .onConflictDoUpdate({ target: dailyVisits.day, set: { count: sql`${dailyVisits.count} + 1` } })
    .returning({ count: dailyVisits.count });
  return row?.count ?? 1;
}

/** A day's visits so far. */
export async function visitsOn(db: Db, day: string): Promise<number> {
  const [row] = await db
    .select({ count: dailyVisits.count })
    .from(dailyVisits)
    .where(eq(dailyVisits.day, day));
  return row?.count ?? 0;
}

/** A day's visits and its most searched and most compared players (top 20 each). */
export async function dailyStats(db: Db, day: string): Promise<DailyStats> {
  const [visits] = await db
    .select({ count: dailyVisits.count })
    .from(dailyVisits)
    .where(eq(dailyVisits.day, day));
  const top = (kind: 'search' | 'compare') => {
    // The first entries of daily_lookups_top_idx, however many players were looked up that day;
    // only those 20 are joined to their names and venues.
    const first = db
      .select({
        playerId: dailyLookups.playerId,
        locationId: dailyLookups.locationId,
        count: dailyLookups.count,
        nameKey: dailyLookups.nameKey,
      })
      .from(dailyLookups)
      .where(and(eq(dailyLookups.day, day), eq(dailyLookups.kind, kind)))
      .orderBy(desc(dailyLookups.count), asc(dailyLookups.nameKey), asc(dailyLookups.locationId))
      .limit(DAILY_STATS_TOP)
      .as('top');
    return db
      .select({
        playerName: players.name,
        count: first.count,
        locationId: first.locationId,
        locationName: locations.name,
      })
      .from(first)
      .innerJoin(players, eq(players.id, first.playerId))
      .innerJoin(locations, eq(locations.id, first.locationId))
      .orderBy(desc(first.count), asc(first.nameKey), asc(first.locationId));
  };
  const [searchedPlayers, comparedPlayers] = await Promise.all([top('search'), top('compare')]);
  return { day, visitsCount: visits?.count ?? 0, searchedPlayers, comparedPlayers };
}
