import { persistentAtom } from '@nanostores/persistent';
import {
  DEFAULT_FILTERS,
  type FilterSettings,
  type FilterToggle,
  normaliseFilters,
  setImproveScoreBy,
  toggleFilter,
} from '../domain/filters';

/** localStorage key of the older games view's filter settings. */
export const CLASSIC_FILTERS_KEY = 'classicFilters';

function decode(raw: string): FilterSettings {
  try {
    return normaliseFilters(JSON.parse(raw));
  } catch {
    return { ...DEFAULT_FILTERS };
  }
}

/**
 * The games view's filter settings. Kept in this browser like the other toggles, so a reload
 * (or the next visit) shows the same levels; the Filters button counts the active ones.
 */
export const $classicFilters = persistentAtom<FilterSettings>(
  CLASSIC_FILTERS_KEY,
  { ...DEFAULT_FILTERS },
  { encode: JSON.stringify, decode },
);

/** Flips a filter, turning its exclusive peers off (domain/filters.ts). */
export function toggleClassicFilter(key: FilterToggle): void {
  $classicFilters.set(toggleFilter($classicFilters.get(), key));
}

/** Sets the 'levels to improve' threshold (200 or 500). */
export function setClassicImproveScoreBy(value: number): void {
  $classicFilters.set(setImproveScoreBy($classicFilters.get(), value));
}

/** Turns every filter off and the threshold back to 200. */
export function resetClassicFilters(): void {
  $classicFilters.set({ ...DEFAULT_FILTERS });
}
