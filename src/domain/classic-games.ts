import type { FilterLevel } from './filters';
import { isTopScore } from './levels';
import { isVisibleRoom } from './rooms';

/** A high score as the older API has it. */
interface ClassicScore {
  game_id: number;
  level_id: number;
  score: number;
}

/** A game of a venue's catalog with its levels' top scores. */
export interface CatalogGame {
  id: number;
  name: string;
  levels: ReadonlyArray<{ game_id: number; level_id: number; top_score: number }>;
}

/** A room of a venue's catalog. */
export interface CatalogRoom {
  id: number;
  name: string;
  games: readonly CatalogGame[];
}

/** Scores by game and level, for lookups while building tables. */
type ScoreIndex = ReadonlyMap<string, number>;

const key = (gameId: number, levelId: number) => `${gameId}:${levelId}`;

/** Indexes high scores by game and level. */
export function scoreIndex(scores: readonly ClassicScore[]): ScoreIndex {
  return new Map(scores.map((s) => [key(s.game_id, s.level_id), s.score]));
}

/** A score from an index; 0 when the level was never played. */
export function scoreAt(index: ScoreIndex, gameId: number, levelId: number): number {
  return index.get(key(gameId, levelId)) ?? 0;
}

/** Something compared against the player: another player, yesterday, or another venue. */
export interface ComparisonColumn {
  /** Unique among the columns. */
  id: string;
  /** Column heading, e.g. the player's name, 'Yesterday' or the venue's name. */
  label: string;
  scores: ScoreIndex;
  /** The game ids this column's venue has; undefined when it has every game of the table. */
  games?: ReadonlySet<number> | undefined;
}

/** A row of a game's level table. */
export interface LevelRow extends FilterLevel {
  /** 0-based, as stored. */
  levelId: number;
  /** 1-based, as shown. */
  label: number;
  /** Whether the player holds the venue's top score. */
  isTop: boolean;
}

/** The rows of a game's level table: the player's score, the top score and each compared column's score. */
export function gameRows(
  game: CatalogGame,
  own: ScoreIndex,
  columns: readonly ComparisonColumn[],
): LevelRow[] {
  return [...game.levels]
    .sort((a, b) => a.level_id - b.level_id)
    .map((level) => {
      const score = scoreAt(own, game.id, level.level_id);
      return {
        levelId: level.level_id,
        label: level.level_id + 1,
        score,
        topScore: level.top_score,
        isTop: isTopScore(score, level.top_score),
        compared: columns.map((c) =>
          c.games && !c.games.has(game.id) ? null : scoreAt(c.scores, game.id, level.level_id),
        ),
      };
    });
}

/** A table's totals: the player's, the top scores' and each column's (null when it has no level). */
interface GameTotals {
  score: number;
  topScore: number;
  compared: (number | null)[];
}

/** Sums a game's rows (all ten levels: a total is the game's, whatever the filters show). */
export function gameTotals(rows: readonly LevelRow[], columnCount: number): GameTotals {
  const compared: (number | null)[] = Array.from({ length: columnCount }, () => null);
  let score = 0;
  let topScore = 0;
  for (const row of rows) {
    score += row.score;
    topScore += row.topScore;
    row.compared.forEach((c, i) => {
      if (c !== null) compared[i] = (compared[i] ?? 0) + c;
    });
  }
  return { score, topScore, compared };
}

/** The rooms players see (the hidden room left out). */
export function visibleRooms<T extends CatalogRoom>(rooms: readonly T[]): T[] {
  return rooms.filter((r) => isVisibleRoom(r.id));
}

/** The game ids a venue has. */
export function venueGameIds(rooms: readonly CatalogRoom[]): Set<number> {
  return new Set(rooms.flatMap((r) => r.games.map((g) => g.id)));
}

/** Levels of a venue's visible rooms where the scores hold the venue's top score. */
export function topScoreCount(rooms: readonly CatalogRoom[], scores: ScoreIndex): number {
  let count = 0;
  for (const room of visibleRooms(rooms))
    for (const game of room.games)
      for (const level of game.levels)
        if (isTopScore(scoreAt(scores, game.id, level.level_id), level.top_score)) count++;
  return count;
}

/**
 * Total wins: the levels where the player holds the venue's top score, summed over every venue
 * they play, the way the older API's total_score sums local scores over every venue. A venue
 * without scores counts 0.
 */
export function totalWins(
  venues: ReadonlyArray<{ id: number; rooms: readonly CatalogRoom[] }>,
  scoresByVenue: ReadonlyArray<{ id: number; high_scores: readonly ClassicScore[] }>,
): number {
  let wins = 0;
  for (const venue of venues) {
    const scores = scoresByVenue.find((s) => s.id === venue.id);
    if (scores) wins += topScoreCount(venue.rooms, scoreIndex(scores.high_scores));
  }
  return wins;
}
