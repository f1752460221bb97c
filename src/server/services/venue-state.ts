import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { HIDDEN_ROOM_ID } from '../../domain/constants';
import type { Db } from '../db/client';
import { games, levels, levelTops, locationGames, locations, playerTotals, rooms } from '../db/schema';
import type { LocationRow } from './locations';

/** A visible level of a venue, in display order, with the venue's top score on it now. */
interface VenueLevelInfo {
  roomId: number;
  roomName: string;
  gameId: number;
  gameName: string;
  levelId: number;
  topScore: number;
}

/**
 * What every answer about one venue shares, computed once per data version (see ReadCache) and
 * kept: its levels with today's tops, and every player's total and yearly score in order, so a
 * player's standing is a binary search rather than a count over the venue's totals per request.
 */
export interface VenueState {
  location: LocationRow;
  levels: VenueLevelInfo[];
  /** Where each (game, level) is in `levels` (see levelKey). */
  positions: Map<number, number>;
  /** Every player's total at the venue, highest first. */
  totals: Float64Array;
  /** Every player's yearly score at the venue, highest first. */
  yearly: Float64Array;
}

/** A (game, level) pair as one number: levels run 0..9. */
export const levelKey = (gameId: number, level: number): number => gameId * 16 + level;

/** 1 + how many of `sortedDesc` are above `value`: the competition rank (1, 2, 2, 4). */
export function placeAmong(sortedDesc: Float64Array, value: number): number {
  let lo = 0;
  let hi = sortedDesc.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sortedDesc[mid] as number) > value) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

const descending = (values: number[]): Float64Array => Float64Array.from(values).sort().reverse();

/** A venue's shared state, or undefined when no venue has that id. Three queries, each along an index. */
export async function loadVenueState(db: Db, locationId: number): Promise<VenueState | undefined> {
  const [location] = await db
    .select({ id: locations.id, name: locations.name, city: locations.city })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!location) return undefined;
  const [infos, totals] = await Promise.all([
    db
      .select({
        roomId: rooms.id,
        roomName: rooms.name,
        gameId: games.id,
        gameName: games.name,
        levelId: levels.level,
        topScore: sql<number>`coalesce(${levelTops.topScore}, 0)`,
      })
      .from(locationGames)
      .innerJoin(games, eq(games.id, locationGames.gameId))
      .innerJoin(rooms, eq(rooms.id, games.roomId))
      .innerJoin(levels, eq(levels.gameId, games.id))
      .leftJoin(
        levelTops,
        and(
          eq(levelTops.locationId, locationGames.locationId),
          eq(levelTops.gameId, games.id),
          eq(levelTops.level, levels.level),
        ),
      )
      .where(and(eq(locationGames.locationId, locationId), ne(rooms.id, HIDDEN_ROOM_ID)))
      .orderBy(asc(rooms.id), asc(games.id), asc(levels.level)),
    // Both columns as JSON arrays in one row: a venue's fifty thousand totals parse in a
    // millisecond, where as many rows took a hundred times longer through the driver. Reading each
    // column from its own (venue, score descending) index instead was measured at a million
    // players: 2.4x faster on a freshly vacuumed table, 1.4x slower after one import of 100,000
    // events (the import's updates clear the visibility map, so an index-only scan fetches rows
    // from the table at random while the planner still counts on the index alone).
    db
      .select({
        totals: sql<number[] | null>`json_agg(${playerTotals.totalScore})`,
        yearly: sql<number[] | null>`json_agg(${playerTotals.yearlyScore})`,
      })
      .from(playerTotals)
      .where(eq(playerTotals.locationId, locationId)),
  ]);
  return {
    location,
    levels: infos,
    positions: new Map(infos.map((l, i) => [levelKey(l.gameId, l.levelId), i])),
    totals: descending(totals[0]?.totals ?? []),
    yearly: descending(totals[0]?.yearly ?? []),
  };
}

/** What a venue's state weighs in a cache, roughly. */
export function venueStateBytes(state: VenueState): number {
  return state.totals.byteLength + state.yearly.byteLength + state.levels.length * 200;
}
