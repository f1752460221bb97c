import { DEFAULT_IMPROVE_SCORE_BY, IMPROVE_SCORE_OPTIONS } from './constants';
import { isTopScore } from './levels';

/**
 * The older games view's filter settings and their rules (also in docs/product.md).
 *
 * What each filter shows, per level (a level is the player's score, the venue's top score and
 * the scores of whatever is being compared against it):
 * - showOnlyLevelsToImprove: played levels (score > 0) that are not top scores and whose gap to
 *   the top score is at most improveScoreBy (200 or 500; default 200).
 * - showOnlyMissingLevels: levels the player never scored on (score 0).
 * - showOnlyTopScores: levels where the player holds the venue's top score.
 * - showOnlyNotTopScores: played levels that are not top scores.
 *   These four are mutually exclusive: turning one on turns the other three off.
 * - showOnlyLevelsToMatchScore: levels where something compared scored higher than the player.
 * - showOnlyDifferentLevels: levels where something compared scored differently (higher or lower).
 *   These two are mutually exclusive. With nothing compared they have no reference and filter
 *   nothing; a compared column without the level (another venue lacking that game) is ignored.
 * - isMultiGameView, showScoreDifference, showTotalScorePerGame change the layout, not the rows.
 * Filters of the two groups combine (a level must pass both).
 */

/** A threshold of the 'levels to improve' filter. */
type ImproveScoreBy = (typeof IMPROVE_SCORE_OPTIONS)[number];

/** The Filters modal's settings, as stored in this browser. */
export interface FilterSettings {
  improveScoreBy: ImproveScoreBy;
  showOnlyDifferentLevels: boolean;
  showOnlyLevelsToImprove: boolean;
  showOnlyLevelsToMatchScore: boolean;
  showOnlyMissingLevels: boolean;
  showOnlyNotTopScores: boolean;
  showOnlyTopScores: boolean;
  isMultiGameView: boolean;
  showScoreDifference: boolean;
  showTotalScorePerGame: boolean;
}

/** The on/off settings. */
export type FilterToggle = Exclude<keyof FilterSettings, 'improveScoreBy'>;

/** Filters on the level's own state: at most one is on. */
export const LEVEL_STATE_FILTERS = [
  'showOnlyLevelsToImprove',
  'showOnlyMissingLevels',
  'showOnlyTopScores',
  'showOnlyNotTopScores',
] as const satisfies readonly FilterToggle[];

/** Filters against what is compared: at most one is on. */
export const COMPARISON_FILTERS = [
  'showOnlyLevelsToMatchScore',
  'showOnlyDifferentLevels',
] as const satisfies readonly FilterToggle[];

/** Settings that change the layout only. */
export const VIEW_TOGGLES = [
  'isMultiGameView',
  'showScoreDifference',
  'showTotalScorePerGame',
] as const satisfies readonly FilterToggle[];

/** Every on/off setting. */
export const FILTER_TOGGLES: readonly FilterToggle[] = [
  ...LEVEL_STATE_FILTERS,
  ...COMPARISON_FILTERS,
  ...VIEW_TOGGLES,
];

/** Groups whose members exclude each other. */
const EXCLUSIVE_GROUPS: readonly (readonly FilterToggle[])[] = [LEVEL_STATE_FILTERS, COMPARISON_FILTERS];

/** Everything off, improve-by 200. */
export const DEFAULT_FILTERS: FilterSettings = {
  improveScoreBy: DEFAULT_IMPROVE_SCORE_BY,
  showOnlyDifferentLevels: false,
  showOnlyLevelsToImprove: false,
  showOnlyLevelsToMatchScore: false,
  showOnlyMissingLevels: false,
  showOnlyNotTopScores: false,
  showOnlyTopScores: false,
  isMultiGameView: false,
  showScoreDifference: false,
  showTotalScorePerGame: false,
};

/** The members of a toggle's exclusive group other than itself (none for a view toggle). */
function exclusivePeers(key: FilterToggle): FilterToggle[] {
  const group = EXCLUSIVE_GROUPS.find((g) => g.includes(key));
  return group ? group.filter((k) => k !== key) : [];
}

/** Turns a setting on or off; turning one on turns its exclusive peers off. */
export function setFilter(settings: FilterSettings, key: FilterToggle, on: boolean): FilterSettings {
  const next = { ...settings, [key]: on };
  if (on) for (const peer of exclusivePeers(key)) next[peer] = false;
  return next;
}

/** Flips a setting, keeping the exclusivity rules. */
export function toggleFilter(settings: FilterSettings, key: FilterToggle): FilterSettings {
  return setFilter(settings, key, !settings[key]);
}

/** True for 200 and 500, the only thresholds offered. */
function isImproveScoreBy(value: unknown): value is ImproveScoreBy {
  return IMPROVE_SCORE_OPTIONS.some((option) => option === value);
}

/** Sets the 'levels to improve' threshold; anything but an allowed option changes nothing. */
export function setImproveScoreBy(settings: FilterSettings, value: number): FilterSettings {
  return isImproveScoreBy(value) ? { ...settings, improveScoreBy: value } : settings;
}

/**
 * Settings from anything (e.g. stored JSON): unknown keys dropped, missing or mistyped ones
 * defaulted, and of an exclusive group only the first one that is on kept.
 */
export function normaliseFilters(raw: unknown): FilterSettings {
  const source =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  let settings: FilterSettings = { ...DEFAULT_FILTERS };
  if (isImproveScoreBy(source.improveScoreBy)) settings.improveScoreBy = source.improveScoreBy;
  for (const key of FILTER_TOGGLES) {
    if (source[key] === true && !exclusivePeers(key).some((peer) => settings[peer])) {
      settings = setFilter(settings, key, true);
    }
  }
  return settings;
}

/** How many filters narrow the rows (layout toggles not counted). */
export function activeFilterCount(settings: FilterSettings): number {
  return [...LEVEL_STATE_FILTERS, ...COMPARISON_FILTERS].filter((key) => settings[key]).length;
}

/** A level as the filters see it. */
export interface FilterLevel {
  /** The player's best score (0 when never played). */
  score: number;
  /** The venue's top score. */
  topScore: number;
  /** Each compared column's score; null where that column has no such level. */
  compared: readonly (number | null)[];
}

function passesLevelState(level: FilterLevel, settings: FilterSettings): boolean {
  const { score, topScore } = level;
  const top = isTopScore(score, topScore);
  if (settings.showOnlyMissingLevels) return score <= 0;
  if (settings.showOnlyTopScores) return top;
  if (settings.showOnlyNotTopScores) return score > 0 && !top;
  if (settings.showOnlyLevelsToImprove)
    return score > 0 && !top && topScore - score <= settings.improveScoreBy;
  return true;
}

function passesComparison(level: FilterLevel, settings: FilterSettings): boolean {
  if (level.compared.length === 0) return true;
  const known = level.compared.filter((c): c is number => c !== null);
  if (settings.showOnlyLevelsToMatchScore) return known.some((c) => c > level.score);
  if (settings.showOnlyDifferentLevels) return known.some((c) => c !== level.score);
  return true;
}

/** Whether a level is shown under the settings. */
export function levelMatches(level: FilterLevel, settings: FilterSettings): boolean {
  return passesLevelState(level, settings) && passesComparison(level, settings);
}

/** The levels shown under the settings, in their order. */
export function filterLevels<T extends FilterLevel>(levels: readonly T[], settings: FilterSettings): T[] {
  return levels.filter((level) => levelMatches(level, settings));
}
