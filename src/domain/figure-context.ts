import { RANK_STEP } from './constants';
import { formatNumber } from './format';
import { isTopScore } from './levels';

/**
 * What the summary's figures mean in plain words, and where they stand (docs/product.md,
 * Summary): the labels stay as they are; these lines go with them.
 */

/** The meaning of 'Rank {n}' (the shield): one rank per 25,000 points of the venue's score. */
export function rankMeaning(venue: string): string {
  return `One rank for every ${formatNumber(RANK_STEP)} points of your ${venue} score`;
}

/** The meaning of 'Leaderboard Rank' (the position on the venue's board). */
export function standingMeaning(venue: string): string {
  return `Your place on the ${venue} leaderboard`;
}

/** A position in its context: '#60 of 412 at Leeds'. */
export function standingContext(standing: number, players: number, venue: string): string {
  return `#${formatNumber(standing)} of ${formatNumber(Math.max(players, standing))} at ${venue}`;
}

/** A level as a snapshot and the live data both hold it. */
interface HeldLevel {
  gameId: number;
  levelId: number;
  highScore: number;
  topScore: number;
}

/**
 * The levels whose top score the player held at the snapshot and holds no more (someone beat
 * it), in the order of `now`.
 */
export function lostTopScores<T extends HeldLevel>(before: readonly HeldLevel[], now: readonly T[]): T[] {
  const heldThen = new Set(
    before.filter((l) => isTopScore(l.highScore, l.topScore)).map((l) => `${l.gameId}:${l.levelId}`),
  );
  return now.filter((l) => heldThen.has(`${l.gameId}:${l.levelId}`) && !isTopScore(l.highScore, l.topScore));
}

/** A level named as players say it: 'Flash Mines L3' (levels shown from 1). */
export function levelName(gameName: string, levelId: number): string {
  return `${gameName} L${levelId + 1}`;
}

/** 'Lost 1 top score: Flash Mines L3', 'Lost 2 top scores: Flash Mines L3, Hex Run L1'. */
export function lostTopScoresText(levelNames: readonly string[]): string {
  const count = levelNames.length;
  return `Lost ${formatNumber(count)} top score${count === 1 ? '' : 's'}: ${levelNames.join(', ')}`;
}
