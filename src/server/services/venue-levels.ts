import { sql } from 'drizzle-orm';
import { HIDDEN_ROOM_ID } from '../../domain/constants';
import type { LevelScore } from '../../domain/levels';
import { type Db, queryRows } from '../db/client';
import { changedLevels } from './as-of';
import { levelKey, type VenueState } from './venue-state';

/** A level of a venue with a player's score there, its top score and names for display. */
export interface VenueLevel extends LevelScore {
  roomName: string;
  gameName: string;
}

interface Row {
  room_id: number;
  room_name: string;
  game_id: number;
  game_name: string;
  level: number;
  high_score: number;
  times: number;
  top_score: number;
}

const toLevel = (r: Row): VenueLevel => ({
  roomId: r.room_id,
  roomName: r.room_name,
  gameId: r.game_id,
  gameName: r.game_name,
  levelId: r.level,
  highScore: r.high_score,
  times: r.times,
  topScore: r.top_score,
});

// The catalog part of a venue-level query (filtered by the caller's where clause).
const VENUE_CATALOG = sql`
  from location_games lg
  join games g on g.id = lg.game_id
  join rooms r on r.id = g.room_id
  join levels lv on lv.game_id = g.id`;

/** A player's own scores at a venue by (game, level) (see levelKey): a range of scores' primary key. */
export async function ownScores(
  db: Db,
  playerId: number,
  locationId: number,
): Promise<Map<number, { highScore: number; times: number }>> {
  const rows = await queryRows<{ game_id: number; level: number; high_score: number; times: number }>(
    db,
    sql`select game_id, level, high_score, times from scores
        where player_id = ${playerId} and location_id = ${locationId}`,
  );
  return new Map(
    rows.map((r) => [levelKey(r.game_id, r.level), { highScore: r.high_score, times: r.times }]),
  );
}

/** Every visible level of the venue (its shared state) with the player's scores on it, 0 where never played. */
export function withOwnScores(
  venue: VenueState,
  own: ReadonlyMap<number, { highScore: number; times: number }>,
): VenueLevel[] {
  return venue.levels.map((l) => {
    const mine = own.get(levelKey(l.gameId, l.levelId));
    return { ...l, highScore: mine?.highScore ?? 0, times: mine?.times ?? 0 };
  });
}

/**
 * Every level of a venue's visible rooms (room, then game, then level order) with the player's
 * current best (0 where never played) and the venue's top score.
 */
export async function venueLevels(db: Db, playerId: number, venue: VenueState): Promise<VenueLevel[]> {
  return withOwnScores(venue, await ownScores(db, playerId, venue.location.id));
}

/** A venue level's top score as it stood at a cutoff, where it differs from the top now. */
export interface TopThen {
  gameId: number;
  level: number;
  top: number;
}

/**
 * The tops of a venue's levels that were different at `cutoff`: only a level whose top was set
 * after the cutoff had another top then, the best of everyone's scores from before it.
 */
export async function topsAsOf(db: Db, locationId: number, cutoff: Date): Promise<TopThen[]> {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  const rows = await queryRows<{ game_id: number; level: number; top: number }>(
    db,
    sql`
    with top_changed as (${changedLevels(
      cutoff,
      sql`s.location_id = ${locationId} and exists (
        select 1 from level_tops lt join scores st on st.location_id = lt.location_id and st.game_id = lt.game_id
          and st.level = lt.level and st.high_score = lt.top_score
        where lt.location_id = s.location_id and lt.game_id = s.game_id and lt.level = s.level
          and st.achieved_at >= ${at})`,
    )})
    select c.game_id, c.level, greatest(max(c.best_before), coalesce((
      select max(s2.high_score) from scores s2
      where s2.location_id = ${locationId} and s2.game_id = c.game_id and s2.level = c.level and s2.achieved_at < ${at}
    ), 0))::int as top
    from top_changed c group by c.game_id, c.level`,
  );
  return rows.map((r) => ({ gameId: r.game_id, level: r.level, top: r.top }));
}

/**
 * The same levels as they stood at `cutoff`: the player's best then, and the venue's top then.
 * Only levels whose best was set after the cutoff differ from now (see as-of.ts). `tops` are the
 * venue's tops then, when the caller has them already (a rollover shares them between profiles).
 */
export async function venueLevelsAsOf(
  db: Db,
  playerId: number,
  locationId: number,
  cutoff: Date,
  tops?: readonly TopThen[],
): Promise<VenueLevel[]> {
  const then = tops ?? (await topsAsOf(db, locationId, cutoff));
  const column = <T>(pick: (t: TopThen) => T) => sql.param(then.map(pick));
  const rows = await queryRows<Row>(
    db,
    sql`
    with changed as (${changedLevels(cutoff, sql`s.location_id = ${locationId} and s.player_id = ${playerId}`)})
    select r.id as room_id, r.name as room_name, g.id as game_id, g.name as game_name, lv.level,
      coalesce(c.best_before, s.high_score, 0) as high_score,
      coalesce(c.plays_before, s.times, 0) as times,
      coalesce(ct.top, t.top_score, 0) as top_score
    ${VENUE_CATALOG}
    left join scores s on s.player_id = ${playerId} and s.location_id = lg.location_id and s.game_id = g.id and s.level = lv.level
    left join changed c on c.player_id = ${playerId} and c.game_id = g.id and c.level = lv.level
    left join level_tops t on t.location_id = lg.location_id and t.game_id = g.id and t.level = lv.level
    left join unnest(${column((t) => t.gameId)}::int[], ${column((t) => t.level)}::smallint[], ${column((t) => t.top)}::int[])
      as ct(game_id, level, top) on ct.game_id = g.id and ct.level = lv.level
    where lg.location_id = ${locationId} and r.id <> ${HIDDEN_ROOM_ID}
    order by r.id, g.id, lv.level`,
  );
  return rows.map(toLevel);
}
