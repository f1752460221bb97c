import { RANK_STEP } from './constants';

/** A player's rank from their local score: floor(score / 25000), never negative. */
export function playerRank(localScore: number): number {
  return Math.max(0, Math.floor(localScore / RANK_STEP));
}

/** Highest rank band; ranks from 100 up share it. */
const TOP_RANK_BAND = 10;

/**
 * The rank image band: 0 below rank 10, then one band per 10 ranks (1 is 10-19 ... 9 is 90-99)
 * and 10 for 100 and above. The leaderboard badge uses the same division.
 */
export function rankBand(rank: number): number {
  if (!Number.isFinite(rank) || rank < 10) return 0;
  return Math.min(TOP_RANK_BAND, Math.floor(rank / 10));
}

/** The label of a rank band, e.g. '10-19' or '100+'. */
export function rankBandLabel(band: number): string {
  if (band >= TOP_RANK_BAND) return '100+';
  if (band <= 0) return '0-9';
  return `${band * 10}-${band * 10 + 9}`;
}
