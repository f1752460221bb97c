/** One level of a venue as a player sees it: their best score and the venue's top score. */
export interface LevelScore {
  roomId: number;
  gameId: number;
  levelId: number;
  highScore: number;
  topScore: number;
  times: number;
}

/** Figures of a player at a venue that follow from the level scores alone. */
interface LevelFigures {
  /** Sum of the player's high scores (the local score). */
  totalScore: number;
  /** Sum of the venue's top scores: the most anyone could have. */
  maximumScore: number;
  /** Levels with a score above 0. */
  levelsPlayed: number;
  /** Levels the venue has. */
  totalLevelCount: number;
  /** Levels where the player holds the venue's top score. */
  topScores: number;
}

/** True when a score counts as holding the level's top score. */
export function isTopScore(highScore: number, topScore: number): boolean {
  return highScore > 0 && highScore >= topScore;
}

/** Sums up a player's levels at a venue (the hidden room must already be left out). */
export function levelFigures(levels: readonly LevelScore[]): LevelFigures {
  let totalScore = 0;
  let maximumScore = 0;
  let levelsPlayed = 0;
  let topScores = 0;
  for (const l of levels) {
    totalScore += l.highScore;
    maximumScore += l.topScore;
    if (l.highScore > 0) levelsPlayed++;
    if (isTopScore(l.highScore, l.topScore)) topScores++;
  }
  return { totalScore, maximumScore, levelsPlayed, totalLevelCount: levels.length, topScores };
}

/** Per room: levels where the player holds the top, levels played but not top, levels never played. */
interface RoomCounts {
  topScores: Record<number, number>;
  notTopScores: Record<number, number>;
  missingLevels: Record<number, number>;
}

/** Counts top, not-top and missing levels per room (the older UI's derived fields). */
export function roomCounts(levels: readonly LevelScore[]): RoomCounts {
  const counts: RoomCounts = { topScores: {}, notTopScores: {}, missingLevels: {} };
  for (const l of levels) {
    for (const key of ['topScores', 'notTopScores', 'missingLevels'] as const) counts[key][l.roomId] ??= 0;
    if (l.highScore <= 0) counts.missingLevels[l.roomId] = (counts.missingLevels[l.roomId] ?? 0) + 1;
    else if (isTopScore(l.highScore, l.topScore))
      counts.topScores[l.roomId] = (counts.topScores[l.roomId] ?? 0) + 1;
    else counts.notTopScores[l.roomId] = (counts.notTopScores[l.roomId] ?? 0) + 1;
  }
  return counts;
}

/**
 * Levels in venue order (room, game, level) grouped by room, then by game: each room a list of its
 * games, each game the run of its levels. (A game's name is unique in its room.) The one grouping
 * of the player data answer and the export sheets.
 */
export function roomsAndGames<T extends { roomId: number; gameName: string }>(levels: readonly T[]): T[][][] {
  const rooms: T[][][] = [];
  let room: T[][] | undefined;
  let game: T[] | undefined;
  for (const level of levels) {
    const first = game?.[0];
    if (!room || first?.roomId !== level.roomId) {
      room = [];
      rooms.push(room);
      game = undefined;
    }
    if (!game || game[0]?.gameName !== level.gameName) {
      game = [];
      room.push(game);
    }
    game.push(level);
  }
  return rooms;
}
