import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatGap,
  gameSummaryText,
  gapToTop,
  isNearTop,
  levelPasses,
  parseLevelFilter,
  summarizeGame,
} from '../../src/domain/level-glance';

describe('a level at a glance', () => {
  it('has no gap when never played, none on the top score, else the distance below the top', () => {
    expect(gapToTop({ highScore: 0, topScore: 3000 })).toBeNull();
    expect(gapToTop({ highScore: 2760, topScore: 2760 })).toBe(0);
    expect(gapToTop({ highScore: 2790, topScore: 3580 })).toBe(790);
    expect(formatGap(790)).toBe('\u2212790');
    expect(formatGap(12_345)).toBe('\u221212,345');
  });

  it('is within 5% of the top when played, not the top, and at most 5% of the top below it', () => {
    expect(isNearTop({ highScore: 9500, topScore: 10_000 })).toBe(true);
    expect(isNearTop({ highScore: 9499, topScore: 10_000 })).toBe(false);
    expect(isNearTop({ highScore: 10_000, topScore: 10_000 })).toBe(false);
    expect(isNearTop({ highScore: 0, topScore: 10 })).toBe(false);
  });

  it('filters: not played, not top, near the top, improved since yesterday', () => {
    const unplayed = { highScore: 0, topScore: 100 };
    const top = { highScore: 100, topScore: 100 };
    const near = { highScore: 96, topScore: 100 };
    const far = { highScore: 50, topScore: 100 };
    const all = [unplayed, top, near, far];
    expect(all.filter((l) => levelPasses(null, l))).toEqual(all);
    expect(all.filter((l) => levelPasses('not-played', l))).toEqual([unplayed]);
    expect(all.filter((l) => levelPasses('not-top', l))).toEqual([near, far]);
    expect(all.filter((l) => levelPasses('near-top', l))).toEqual([near]);
    expect(levelPasses('improved', far, 40)).toBe(true);
    expect(levelPasses('improved', far, 50)).toBe(false);
    // Unknown yesterday counts as 0: a level first played today improved, a never played one did not.
    expect(levelPasses('improved', far, undefined)).toBe(true);
    expect(levelPasses('improved', unplayed, undefined)).toBe(false);
  });

  it('reads a filter from the address, anything unknown as none', () => {
    expect(parseLevelFilter('near-top')).toBe('near-top');
    expect(parseLevelFilter('NEAR-TOP')).toBeNull();
    expect(parseLevelFilter(null)).toBeNull();
    expect(parseLevelFilter('constructor')).toBeNull();
  });
});

describe('a game summary', () => {
  it('reads "7/10 played · 3 top · 58,370"', () => {
    const levels = [
      ...Array.from({ length: 3 }, () => ({ highScore: 10_000, topScore: 10_000 })),
      ...Array.from({ length: 4 }, () => ({ highScore: 14_185, topScore: 20_000 })),
      ...Array.from({ length: 3 }, () => ({ highScore: 0, topScore: 5_000 })),
    ];
    const summary = summarizeGame(levels);
    expect(summary).toEqual({ played: 7, levels: 10, tops: 3, total: 86_740 });
    expect(gameSummaryText({ played: 7, levels: 10, tops: 3, total: 58_370 })).toBe(
      '7/10 played · 3 top · 58,370',
    );
  });

  it('never counts more tops than played levels, nor more played than levels', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ highScore: fc.nat(5000), topScore: fc.nat(5000) }), { maxLength: 10 }),
        (levels) => {
          const s = summarizeGame(levels);
          expect(s.tops).toBeLessThanOrEqual(s.played);
          expect(s.played).toBeLessThanOrEqual(s.levels);
          expect(s.total).toBe(levels.reduce((a, l) => a + l.highScore, 0));
        },
      ),
    );
  });
});
