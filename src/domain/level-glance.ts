import { formatNumber } from './format';
import { isTopScore } from './levels';

/**
 * What the newer games view says about a level and a game at a glance (docs/product.md, Games):
 * the gap of a score to the level's top score, whether it is close to the top, and a game's
 * one-line summary.
 */

/** A level as the games view reads it: the player's best score and the venue's top score. */
interface GlanceLevel {
  highScore: number;
  topScore: number;
}

/** How close to the top counts as "within reach": 5% of the level's top score. */
const NEAR_TOP_SHARE = 0.05;

/** A level never scored on: a score of 0 (shown as '—', not 0). */
function isUnplayed(highScore: number): boolean {
  return highScore <= 0;
}

/**
 * A played score's distance below the level's top score: 0 when it is the top, null when the
 * level was never played (there is no gap to speak of).
 */
export function gapToTop({ highScore, topScore }: GlanceLevel): number | null {
  if (isUnplayed(highScore)) return null;
  return Math.max(0, topScore - highScore);
}

/** The gap as a player reads it under a score: '−790' (a true minus sign). */
export function formatGap(gap: number): string {
  return `\u2212${formatNumber(gap)}`;
}

/** A played level that is not the top score but at most 5% of the top score below it. */
export function isNearTop(level: GlanceLevel): boolean {
  const gap = gapToTop(level);
  if (gap === null || gap === 0) return false;
  return gap <= level.topScore * NEAR_TOP_SHARE;
}

/** A game's levels summed up for its header. */
interface GameSummary {
  played: number;
  levels: number;
  tops: number;
  total: number;
}

/** Sums up a game's levels: played / levels, top scores held, and the game's total score. */
export function summarizeGame(levels: readonly GlanceLevel[]): GameSummary {
  let played = 0;
  let tops = 0;
  let total = 0;
  for (const l of levels) {
    if (!isUnplayed(l.highScore)) played++;
    if (isTopScore(l.highScore, l.topScore)) tops++;
    total += Math.max(0, l.highScore);
  }
  return { played, levels: levels.length, tops, total };
}

/** The header line of a game: '7/10 played · 3 top · 58,370'. */
export function gameSummaryText({ played, levels, tops, total }: GameSummary): string {
  return `${played}/${levels} played · ${tops} top · ${formatNumber(total)}`;
}

/** The games view's level filters (chips): at most one is on at a time. */
export const LEVEL_FILTERS = ['not-played', 'not-top', 'near-top', 'improved'] as const;
export type LevelFilter = (typeof LEVEL_FILTERS)[number];

/** Each chip's label. */
export const LEVEL_FILTER_LABELS: Record<LevelFilter, string> = {
  'not-played': 'Not played',
  'not-top': 'Not top',
  'near-top': 'Within 5% of the top',
  improved: 'Improved since yesterday',
};

/** Reads a filter from the address (`?show=near-top`); anything else is no filter. */
export function parseLevelFilter(value: string | null | undefined): LevelFilter | null {
  return (LEVEL_FILTERS as readonly string[]).includes(value ?? '') ? (value as LevelFilter) : null;
}

/**
 * Whether a level passes a filter. `yesterday` is the player's score on it at the end of
 * yesterday (undefined when it is not known, which counts as 0: a level first played today has
 * improved).
 */
export function levelPasses(
  filter: LevelFilter | null,
  level: GlanceLevel,
  yesterday?: number | undefined,
): boolean {
  switch (filter) {
    case null:
      return true;
    case 'not-played':
      return isUnplayed(level.highScore);
    case 'not-top':
      return !isUnplayed(level.highScore) && !isTopScore(level.highScore, level.topScore);
    case 'near-top':
      return isNearTop(level);
    case 'improved':
      return level.highScore > (yesterday ?? 0);
  }
}
