import { levelStars } from './stars';

/**
 * How an import changes a player's figures at a venue, worked out from the levels it touched
 * alone: the totals are sums over levels, so a batch adds to each what its levels gained instead
 * of summing every level of every player it touched again (a regular has hundreds).
 */

/** What a player's figures at a venue count of one level. */
export interface LevelState {
  /** Best score, or null when never played. */
  highScore: number | null;
  /** Plays counted for stars. */
  times: number;
  /** The venue's top score of the level, or null when nobody has played it there. */
  top: number | null;
  /** Best score since 1 January (the yearly score's part), or null when not played this year. */
  yearBest: number | null;
}

/** One level of a player at a venue, before and after a batch. */
export interface LevelChange {
  playerId: number;
  locationId: number;
  level: number;
  /** False for the hidden room, which counts for no figure. */
  visible: boolean;
  before: LevelState;
  after: LevelState;
}

/** What a batch adds to a player's figures at a venue. */
export interface TotalsDelta {
  playerId: number;
  locationId: number;
  total: number;
  levelsPlayed: number;
  topScores: number;
  stars: number;
  yearly: number;
}

/** What the batch brought for one level of one player: their best, plays and best this year. */
export interface LevelBatch {
  best: number;
  plays: number;
  /** Best of the batch's plays since 1 January, or null when none was this year. */
  yearBest: number | null;
}

const higher = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** A level after a batch: scores only rise, plays add up, and the top is the best anyone has. */
export function levelAfter(before: LevelState, batch: LevelBatch, topAfter: number | null): LevelState {
  return {
    highScore: higher(before.highScore, batch.best),
    times: before.times + batch.plays,
    top: topAfter,
    yearBest: higher(before.yearBest, batch.yearBest),
  };
}

const played = (s: LevelState) => (s.highScore ?? 0) > 0;
const holdsTop = (s: LevelState) => played(s) && s.highScore === s.top;

/** Each (player, venue)'s delta over the changed levels; the hidden room's levels count for nothing. */
export function totalsDeltas(changes: Iterable<LevelChange>): TotalsDelta[] {
  const byPair = new Map<string, TotalsDelta>();
  for (const { playerId, locationId, level, visible, before, after } of changes) {
    if (!visible) continue;
    const key = `${playerId}|${locationId}`;
    let delta = byPair.get(key);
    if (!delta) {
      delta = { playerId, locationId, total: 0, levelsPlayed: 0, topScores: 0, stars: 0, yearly: 0 };
      byPair.set(key, delta);
    }
    delta.total += (after.highScore ?? 0) - (before.highScore ?? 0);
    delta.levelsPlayed += Number(played(after)) - Number(played(before));
    delta.topScores += Number(holdsTop(after)) - Number(holdsTop(before));
    delta.stars += levelStars(after.times, level) - levelStars(before.times, level);
    delta.yearly += (after.yearBest ?? 0) - (before.yearBest ?? 0);
  }
  return [...byPair.values()];
}
