import { and, desc, eq, gt, gte, ne, sql } from 'drizzle-orm';
import { HIDDEN_ROOM_ID } from '../../domain/constants';
import { FEED_MAX_ENTRIES, type ScoreNews } from '../../domain/feed-entries';
import type { Db } from '../db/client';
import { holdsLevelTop, topOfScoresLevel } from '../db/level-joins';
import { games, levelTops, locations, players, scores } from '../db/schema';

/** The columns every feed query answers, as ScoreNews. */
const newsColumns = {
  playerId: scores.playerId,
  playerName: players.name,
  locationId: scores.locationId,
  venue: locations.name,
  gameId: scores.gameId,
  game: games.name,
  level: scores.level,
  score: scores.highScore,
  achievedAt: scores.achievedAt,
  top: sql<boolean>`${scores.highScore} = ${levelTops.topScore}`,
};

/**
 * A player's best scores set since `since` at every venue, newest first: their own rows of
 * `scores` (its key starts with the player), each with whether it is the venue's top now.
 */
export function playerNews(db: Db, playerId: number, since: Date): Promise<ScoreNews[]> {
  return db
    .select(newsColumns)
    .from(scores)
    .innerJoin(levelTops, topOfScoresLevel)
    .innerJoin(players, eq(players.id, scores.playerId))
    .innerJoin(locations, eq(locations.id, scores.locationId))
    .innerJoin(games, eq(games.id, scores.gameId))
    .where(
      and(
        eq(scores.playerId, playerId),
        gte(scores.achievedAt, since),
        gt(scores.highScore, 0),
        ne(games.roomId, HIDDEN_ROOM_ID),
      ),
    )
    .orderBy(desc(scores.achievedAt))
    .limit(FEED_MAX_ENTRIES);
}

/**
 * A venue's top scores set since `since`, newest first: from each of the venue's level tops (its
 * key starts with the venue) to the scores that hold it (the level's score index), so a venue's
 * feed reads a few hundred index entries whatever the size of the chain. A top beaten since is
 * not listed: the score that beat it is (docs/decisions.md).
 */
export function venueNews(db: Db, locationId: number, since: Date): Promise<ScoreNews[]> {
  return db
    .select(newsColumns)
    .from(levelTops)
    .innerJoin(scores, holdsLevelTop)
    .innerJoin(players, eq(players.id, scores.playerId))
    .innerJoin(locations, eq(locations.id, levelTops.locationId))
    .innerJoin(games, eq(games.id, levelTops.gameId))
    .where(
      and(
        eq(levelTops.locationId, locationId),
        gt(levelTops.topScore, 0),
        gte(scores.achievedAt, since),
        ne(games.roomId, HIDDEN_ROOM_ID),
      ),
    )
    .orderBy(desc(scores.achievedAt))
    .limit(FEED_MAX_ENTRIES);
}
