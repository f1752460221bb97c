import { RANK_STEP } from './constants';
import { formatNumber } from './format';
import { playerRank } from './rank';

/**
 * How far a player is on the way to their next rank (docs/product.md, Summary): the shield's rank
 * is floor(local score / 25,000), so the next one starts at the next multiple of 25,000.
 */
export type RankProgress =
  | {
      kind: 'next';
      rank: number;
      nextRank: number;
      /** Share of the current rank's 25,000 points already scored: 0..99, rounded down. */
      percent: number;
      /** Points still to score: the next rank's threshold − the total, 1..25,000. */
      pointsToGo: number;
      /** The local score at which the next rank starts. */
      nextThreshold: number;
    }
  /** The next rank would need more than every level's top score at the venue added up. */
  | { kind: 'highest'; rank: number };

/**
 * The progress of `totalScore` towards the next rank. `maximumScore` is the most anyone could have
 * at the venue (the sum of its level tops): a next rank beyond it cannot be reached there, so the
 * player holds the highest rank the venue allows.
 */
export function rankProgress(totalScore: number, maximumScore: number): RankProgress {
  const total = Math.max(0, Math.floor(totalScore));
  const rank = playerRank(total);
  const nextThreshold = (rank + 1) * RANK_STEP;
  if (nextThreshold > maximumScore) return { kind: 'highest', rank };
  const into = total - rank * RANK_STEP;
  return {
    kind: 'next',
    rank,
    nextRank: rank + 1,
    percent: Math.floor((into * 100) / RANK_STEP),
    pointsToGo: nextThreshold - total,
    nextThreshold,
  };
}

/** 'Rank 79 → 80: 85%, 3,870 points to go', or 'Rank 120: Highest rank'. */
export function rankProgressText(progress: RankProgress): string {
  if (progress.kind === 'highest') return `Rank ${formatNumber(progress.rank)}: Highest rank`;
  const points = progress.pointsToGo === 1 ? 'point' : 'points';
  return `Rank ${formatNumber(progress.rank)} → ${formatNumber(progress.nextRank)}: ${progress.percent}%, ${formatNumber(progress.pointsToGo)} ${points} to go`;
}
