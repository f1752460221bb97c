import { sql } from 'drizzle-orm';
import { HIDDEN_ROOM_ID } from '../../domain/constants';
import { type Db, queryRows } from '../db/client';
import type { LocationRow } from './locations';

/** A visible level of a venue, in display order, with the venue's top score on it now. */
export interface VenueLevelInfo {
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
  const [location] = await queryRows<LocationRow>(
    db,
    sql`select id, name, city from locations where id = ${locationId}`,
  );
  if (!location) return undefined;
  const [levels, totals] = await Promise.all([
    queryRows<{
      room_id: number;
      room_name: string;
      game_id: number;
      game_name: string;
      level: number;
      top_score: number;
    }>(
      db,
      sql`
      select r.id as room_id, r.name as room_name, g.id as game_id, g.name as game_name, lv.level,
        coalesce(t.top_score, 0) as top_score
      from location_games lg
      join games g on g.id = lg.game_id
      join rooms r on r.id = g.room_id
      join levels lv on lv.game_id = g.id
      left join level_tops t on t.location_id = lg.location_id and t.game_id = g.id and t.level = lv.level
      where lg.location_id = ${locationId} and r.id <> ${HIDDEN_ROOM_ID}
      order by r.id, g.id, lv.level`,
    ),
    // Both columns as JSON arrays in one row: a venue's fifty thousand totals parse in a
    // millisecond, where as many rows took a hundred times longer through the driver.
    queryRows<{ totals: number[] | null; yearly: number[] | null }>(
      db,
      sql`select json_agg(total_score) as totals, json_agg(yearly_score) as yearly
          from player_totals where location_id = ${locationId}`,
    ),
  ]);
  const infos = levels.map((r) => ({
    roomId: r.room_id,
    roomName: r.room_name,
    gameId: r.game_id,
    gameName: r.game_name,
    levelId: r.level,
    topScore: r.top_score,
  }));
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
