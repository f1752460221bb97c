import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HIDDEN_ROOM_ID } from '../../domain/constants';
import type { LevelScore } from '../../domain/levels';
import { type Db, queryRows } from '../db/client';
import { preparedRead } from '../db/prepared';
import { games, levels, levelTops, locationGames, rooms, scores } from '../db/schema';
import { changedLevels, changedScore } from './as-of';
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

const scoresOfPlayer = preparedRead((db) =>
  db
    .select({ gameId: scores.gameId, level: scores.level, highScore: scores.highScore, times: scores.times })
    .from(scores)
    .where(
      and(eq(scores.playerId, sql.placeholder('player')), eq(scores.locationId, sql.placeholder('venue'))),
    )
    .prepare('scores_of_player'),
);

/** A player's own scores at a venue by (game, level) (see levelKey): a range of scores' primary key. */
async function ownScores(
  db: Db,
  playerId: number,
  locationId: number,
): Promise<Map<number, { highScore: number; times: number }>> {
  const rows = await scoresOfPlayer(db).execute({ player: playerId, venue: locationId });
  return new Map(rows.map((r) => [levelKey(r.gameId, r.level), { highScore: r.highScore, times: r.times }]));
}

/** Every visible level of the venue (its shared state) with the player's scores on it, 0 where never played. */
function withOwnScores(
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
  const s = changedScore;
  const topHolder = alias(scores, 'st');
  const before = alias(scores, 's2');
  const rows = await queryRows<{ game_id: number; level: number; top: number }>(
    db,
    sql`
    with top_changed as (${changedLevels(
      cutoff,
      sql`${s.locationId} = ${locationId} and exists (
        select 1 from ${levelTops} join ${scores} as ${topHolder} on ${topHolder.locationId} = ${levelTops.locationId}
          and ${topHolder.gameId} = ${levelTops.gameId} and ${topHolder.level} = ${levelTops.level}
          and ${topHolder.highScore} = ${levelTops.topScore}
        where ${levelTops.locationId} = ${s.locationId} and ${levelTops.gameId} = ${s.gameId}
          and ${levelTops.level} = ${s.level} and ${topHolder.achievedAt} >= ${at})`,
    )})
    select c.game_id, c.level, greatest(max(c.best_before), coalesce((
      select max(${before.highScore}) from ${scores} as ${before}
      where ${before.locationId} = ${locationId} and ${before.gameId} = c.game_id and ${before.level} = c.level
        and ${before.achievedAt} < ${at}
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
  const s = changedScore;
  const rows = await queryRows<Row>(
    db,
    sql`
    with changed as (${changedLevels(cutoff, sql`${s.locationId} = ${locationId} and ${s.playerId} = ${playerId}`)})
    select ${rooms.id} as room_id, ${rooms.name} as room_name, ${games.id} as game_id, ${games.name} as game_name,
      ${levels.level},
      coalesce(c.best_before, ${scores.highScore}, 0) as high_score,
      coalesce(c.plays_before, ${scores.times}, 0) as times,
      coalesce(ct.top, ${levelTops.topScore}, 0) as top_score
    from ${locationGames}
    join ${games} on ${games.id} = ${locationGames.gameId}
    join ${rooms} on ${rooms.id} = ${games.roomId}
    join ${levels} on ${levels.gameId} = ${games.id}
    left join ${scores} on ${scores.playerId} = ${playerId} and ${scores.locationId} = ${locationGames.locationId}
      and ${scores.gameId} = ${games.id} and ${scores.level} = ${levels.level}
    left join changed c on c.player_id = ${playerId} and c.game_id = ${games.id} and c.level = ${levels.level}
    left join ${levelTops} on ${levelTops.locationId} = ${locationGames.locationId} and ${levelTops.gameId} = ${games.id}
      and ${levelTops.level} = ${levels.level}
    left join unnest(${column((t) => t.gameId)}::int[], ${column((t) => t.level)}::smallint[], ${column((t) => t.top)}::int[])
      as ct(game_id, level, top) on ct.game_id = ${games.id} and ct.level = ${levels.level}
    where ${locationGames.locationId} = ${locationId} and ${rooms.id} <> ${HIDDEN_ROOM_ID}
    order by ${rooms.id}, ${games.id}, ${levels.level}`,
  );
  return rows.map(toLevel);
}
