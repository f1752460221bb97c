import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  COMPARISON_FILTERS,
  DEFAULT_FILTERS,
  FILTER_TOGGLES,
  type FilterLevel,
  type FilterSettings,
  type FilterToggle,
  filterLevels,
  LEVEL_STATE_FILTERS,
  levelMatches,
  normaliseFilters,
  setFilter,
  setImproveScoreBy,
  toggleFilter,
  VIEW_TOGGLES,
} from '../../src/domain/filters';

const toggle = fc.constantFrom(...FILTER_TOGGLES);
const settings = fc
  .tuple(fc.array(toggle, { maxLength: 20 }), fc.constantFrom(200, 500))
  .map(([keys, by]) => keys.reduce(toggleFilter, setImproveScoreBy(DEFAULT_FILTERS, by)));
const level = fc
  .record({
    score: fc.integer({ min: 0, max: 10_000 }),
    extra: fc.integer({ min: 0, max: 1_000 }),
    compared: fc.array(fc.option(fc.integer({ min: 0, max: 11_000 }), { nil: null }), { maxLength: 3 }),
  })
  .map(({ score, extra, compared }): FilterLevel => ({ score, topScore: score + extra, compared }));

const on = (s: FilterSettings, keys: readonly FilterToggle[]) => keys.filter((k) => s[k]);
const only = (key: FilterToggle, base: FilterSettings = DEFAULT_FILTERS) => setFilter(base, key, true);
const lvl = (score: number, topScore: number, compared: (number | null)[] = []): FilterLevel => ({
  score,
  topScore,
  compared,
});

describe('filter exclusivity', () => {
  it('keeps at most one of to improve, missing, top scores and not top scores on, whatever is toggled', () => {
    fc.assert(
      fc.property(settings, (s) => {
        expect(on(s, LEVEL_STATE_FILTERS).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('keeps at most one of to match score and different levels on', () => {
    fc.assert(
      fc.property(settings, (s) => {
        expect(on(s, COMPARISON_FILTERS).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('turns the toggled filter on from off, and off from on', () => {
    fc.assert(
      fc.property(settings, toggle, (s, key) => {
        expect(toggleFilter(s, key)[key]).toBe(!s[key]);
      }),
    );
  });

  it('leaves every setting outside the toggled one’s group alone', () => {
    fc.assert(
      fc.property(settings, toggle, (s, key) => {
        const next = toggleFilter(s, key);
        const group = [LEVEL_STATE_FILTERS, COMPARISON_FILTERS].find((g) =>
          (g as readonly string[]).includes(key),
        );
        for (const other of FILTER_TOGGLES) {
          if (other === key || (group as readonly string[] | undefined)?.includes(other)) continue;
          expect(next[other]).toBe(s[other]);
        }
        expect(next.improveScoreBy).toBe(s.improveScoreBy);
      }),
    );
  });

  it('switches from one exclusive filter to another', () => {
    const top = only('showOnlyTopScores');
    const missing = toggleFilter(top, 'showOnlyMissingLevels');
    expect(missing.showOnlyMissingLevels).toBe(true);
    expect(missing.showOnlyTopScores).toBe(false);
    const different = toggleFilter(only('showOnlyLevelsToMatchScore', missing), 'showOnlyDifferentLevels');
    expect(different.showOnlyDifferentLevels).toBe(true);
    expect(different.showOnlyLevelsToMatchScore).toBe(false);
    // The groups are independent of each other.
    expect(different.showOnlyMissingLevels).toBe(true);
  });

  it('lets the view toggles combine freely', () => {
    const all = VIEW_TOGGLES.reduce((s, k) => toggleFilter(s, k), DEFAULT_FILTERS);
    expect(on(all, VIEW_TOGGLES)).toEqual([...VIEW_TOGGLES]);
    expect(activeFilterCount(all)).toBe(0);
  });
});

describe('improve-by threshold', () => {
  it('defaults to 200 and accepts only 200 and 500', () => {
    expect(DEFAULT_FILTERS.improveScoreBy).toBe(200);
    expect(setImproveScoreBy(DEFAULT_FILTERS, 500).improveScoreBy).toBe(500);
    expect(setImproveScoreBy(DEFAULT_FILTERS, 300).improveScoreBy).toBe(200);
  });
});

describe('stored filters', () => {
  it('decode anything into valid settings that keep the exclusivity rules', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const s = normaliseFilters(raw);
        expect(on(s, LEVEL_STATE_FILTERS).length).toBeLessThanOrEqual(1);
        expect(on(s, COMPARISON_FILTERS).length).toBeLessThanOrEqual(1);
        expect([200, 500]).toContain(s.improveScoreBy);
      }),
    );
  });

  it('round-trip through JSON', () => {
    fc.assert(
      fc.property(settings, (s) => {
        expect(normaliseFilters(JSON.parse(JSON.stringify(s)))).toEqual(s);
      }),
    );
  });

  it('keep the first of two exclusive filters stored on together', () => {
    const s = normaliseFilters({ showOnlyTopScores: true, showOnlyMissingLevels: true, improveScoreBy: 7 });
    expect(on(s, LEVEL_STATE_FILTERS)).toEqual(['showOnlyMissingLevels']);
    expect(s.improveScoreBy).toBe(200);
  });
});

describe('what each filter shows', () => {
  it('shows every level with no filter on', () => {
    fc.assert(
      fc.property(fc.array(level), (ls) => {
        expect(filterLevels(ls, DEFAULT_FILTERS)).toEqual(ls);
      }),
    );
  });

  it('returns a subset in the original order', () => {
    fc.assert(
      fc.property(fc.array(level), settings, (ls, s) => {
        const shown = filterLevels(ls, s);
        let i = 0;
        for (const l of shown) {
          i = ls.indexOf(l, i);
          expect(i).toBeGreaterThanOrEqual(0);
          i++;
        }
      }),
    );
  });

  it('splits every level into exactly one of top scores, not top scores and missing', () => {
    fc.assert(
      fc.property(level, (l) => {
        const hits = (['showOnlyTopScores', 'showOnlyNotTopScores', 'showOnlyMissingLevels'] as const).filter(
          (k) => levelMatches(l, only(k)),
        );
        expect(hits).toHaveLength(1);
      }),
    );
  });

  it('counts as to improve the played, not-top levels within the threshold of the top', () => {
    expect(levelMatches(lvl(4800, 5000), only('showOnlyLevelsToImprove'))).toBe(true);
    expect(levelMatches(lvl(4799, 5000), only('showOnlyLevelsToImprove'))).toBe(false);
    const by500 = setImproveScoreBy(only('showOnlyLevelsToImprove'), 500);
    expect(levelMatches(lvl(4500, 5000), by500)).toBe(true);
    expect(levelMatches(lvl(4499, 5000), by500)).toBe(false);
    // A top score has nothing to improve; an unplayed level is missing, not to improve.
    expect(levelMatches(lvl(5000, 5000), by500)).toBe(false);
    expect(levelMatches(lvl(0, 100), by500)).toBe(false);
  });

  it('shows with 500 every level it shows with 200', () => {
    fc.assert(
      fc.property(level, (l) => {
        const by200 = only('showOnlyLevelsToImprove');
        if (levelMatches(l, by200)) expect(levelMatches(l, setImproveScoreBy(by200, 500))).toBe(true);
      }),
    );
  });

  it('shows to-match levels where something compared scored higher', () => {
    const s = only('showOnlyLevelsToMatchScore');
    expect(levelMatches(lvl(100, 900, [150]), s)).toBe(true);
    expect(levelMatches(lvl(100, 900, [100]), s)).toBe(false);
    expect(levelMatches(lvl(100, 900, [50, null]), s)).toBe(false);
  });

  it('shows different levels where something compared scored otherwise, either way', () => {
    const s = only('showOnlyDifferentLevels');
    expect(levelMatches(lvl(100, 900, [50]), s)).toBe(true);
    expect(levelMatches(lvl(100, 900, [150]), s)).toBe(true);
    expect(levelMatches(lvl(100, 900, [100, null]), s)).toBe(false);
  });

  it('has to-match levels as a subset of different levels', () => {
    fc.assert(
      fc.property(level, (l) => {
        if (levelMatches(l, only('showOnlyLevelsToMatchScore')))
          expect(levelMatches(l, only('showOnlyDifferentLevels'))).toBe(true);
      }),
    );
  });

  it('ignores the comparison filters when nothing is compared', () => {
    expect(levelMatches(lvl(100, 900), only('showOnlyLevelsToMatchScore'))).toBe(true);
    expect(levelMatches(lvl(100, 900), only('showOnlyDifferentLevels'))).toBe(true);
  });

  it('combines a level filter with a comparison filter (both must pass)', () => {
    const s = only('showOnlyDifferentLevels', only('showOnlyTopScores'));
    expect(levelMatches(lvl(900, 900, [800]), s)).toBe(true);
    expect(levelMatches(lvl(900, 900, [900]), s)).toBe(false);
    expect(levelMatches(lvl(800, 900, [700]), s)).toBe(false);
  });
});
