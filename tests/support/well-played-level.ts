import { sql } from 'drizzle-orm';
import { HIDDEN_ROOM_ID } from '../../src/domain/constants';
import { type Db, queryRows } from '../../src/server/db/client';
import type { FeedEvent } from './events';

/** A level of the seeded chain as the feed names it, with its ids and its top at the venue. */
export interface SeededLevel {
  venue: string;
  locationId: number;
  room: string;
  game: string;
  gameId: number;
  /** 0-based. */
  level: number;
  top: number;
}

/**
 * The first level that ten or more players played at a venue (not of the hidden room): its top is
 * well established, so a score far above it is implausible and a little above it is not.
 */
export async function wellPlayedLevel(db: Db): Promise<SeededLevel> {
  const [l] = await queryRows<SeededLevel>(
    db,
    sql`select l.name as venue, l.id as "locationId", r.name as room, g.name as game, g.id as "gameId",
          t.level::int as level, t.top_score as top
        from level_tops t join locations l on l.id = t.location_id join games g on g.id = t.game_id
        join rooms r on r.id = g.room_id
        where r.id <> ${HIDDEN_ROOM_ID} and (select count(*) from scores s where s.location_id = t.location_id
          and s.game_id = t.game_id and s.level = t.level) >= 10
        order by l.id, g.id, t.level limit 1`,
  );
  if (!l) throw new Error('The seeded database has no well-played level');
  return l;
}

/** A feed record of `player` scoring on the level. */
export function scoreOn(level: SeededLevel, player: string, score: number, playedAt: string): FeedEvent {
  return {
    player,
    location: level.venue,
    room: level.room,
    game: level.game,
    level: level.level,
    score,
    playedAt,
  };
}
