import { and, eq } from 'drizzle-orm';
import { levelTops, scores } from './schema';

/** Joins `level_tops` on a score's own level: the top of that level at the score's venue. */
export const topOfScoresLevel = and(
  eq(levelTops.locationId, scores.locationId),
  eq(levelTops.gameId, scores.gameId),
  eq(levelTops.level, scores.level),
);

/** Joins the scores that hold their level's top at their venue (the top's holders, ties and all). */
export const holdsLevelTop = and(topOfScoresLevel, eq(scores.highScore, levelTops.topScore));
