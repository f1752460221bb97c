import { persistentAtom } from '@nanostores/persistent';

/** localStorage keys of the games page's two toggles, each stored as 'true' or 'false'. */
const SHOW_TOTALS_KEY = 'showTotalScorePerGame';
const SHOW_DIFFERENCES_KEY = 'showDifferencesFromCachedProfile';

const flag = {
  encode: (v: string | undefined) => v,
  decode: (v: string) => (v === 'true' || v === 'false' ? v : undefined),
};

/** 'Show Total Scores': stored value, undefined until first set (off by default). */
export const $showTotals = persistentAtom<string | undefined>(SHOW_TOTALS_KEY, undefined, flag);
/** 'Show Differences From Cached Profile': undefined until first set (then on only if a cached profile exists). */
export const $showDifferences = persistentAtom<string | undefined>(SHOW_DIFFERENCES_KEY, undefined, flag);

/** Whether totals show. */
export function totalsOn(stored: string | undefined): boolean {
  return stored === 'true';
}

/** Whether differences show: as stored, else on only when there is a cached profile to compare with. */
export function differencesOn(stored: string | undefined, hasCachedProfile: boolean): boolean {
  return stored === undefined ? hasCachedProfile : stored === 'true';
}

/** Sets a toggle, and the page attribute the CSS follows (set before first paint by the head script). */
export function setToggle(which: 'totals' | 'differences', on: boolean): void {
  const value = on ? 'true' : 'false';
  if (which === 'totals') {
    $showTotals.set(value);
    document.documentElement.dataset.showTotals = value;
  } else {
    $showDifferences.set(value);
    document.documentElement.dataset.showDiffs = value;
  }
}
