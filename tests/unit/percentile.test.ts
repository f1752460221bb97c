import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergedPlace, percentileText, placeText, topPercent } from '../../src/domain/percentile';
import { competitionRanks } from '../../src/domain/standing';
import { placeAmong } from '../../src/server/services/venue-state';

describe('topPercent', () => {
  it('is ceil(position / players × 100), never below 1% nor above 100%', () => {
    expect(topPercent(1, 212)).toBe(1);
    expect(topPercent(14, 212)).toBe(7);
    expect(topPercent(60, 412)).toBe(15);
    expect(topPercent(212, 212)).toBe(100);
    expect(topPercent(1, 100_000)).toBe(1);
    expect(topPercent(3, 100)).toBe(3);
    expect(topPercent(4, 100)).toBe(4);
    expect(topPercent(1, 1)).toBe(100);
  });

  it('stays within 1..100 and never improves as the position falls (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e7 }), fc.integer({ min: 1, max: 1e7 }), (a, b) => {
        const players = Math.max(a, b);
        const better = Math.min(a, b);
        const worse = Math.max(a, b);
        const p = topPercent(better, players);
        expect(p).toBeGreaterThanOrEqual(1);
        expect(p).toBeLessThanOrEqual(100);
        expect(topPercent(worse, players)).toBeGreaterThanOrEqual(p);
        // The share is never flattering: at least position / players of the field.
        expect(p / 100).toBeGreaterThanOrEqual(better / players - 1e-12);
      }),
    );
  });

  it('gives tied players the same share (competition ranks, property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 200 }), (scores) => {
        const ranks = competitionRanks(scores);
        scores.forEach((s, i) => {
          scores.forEach((t, j) => {
            if (s === t)
              expect(topPercent(ranks[i] ?? 0, scores.length)).toBe(topPercent(ranks[j] ?? 0, scores.length));
          });
        });
      }),
    );
  });
});

describe('percentileText and placeText', () => {
  it('words the share, and says "the only player" when nobody else is ranked', () => {
    expect(percentileText(3, 100, 'at Leeds')).toBe('top 3% at Leeds');
    expect(percentileText(1, 1, 'at Leeds')).toBe('the only player at Leeds');
    expect(percentileText(80, 1000, 'of the chain')).toBe('top 8% of the chain');
    expect(placeText(14, 212)).toBe('#14 of 212 — top 7%');
    expect(placeText(1, 1)).toBe('#1 of 1');
    expect(placeText(1_200, 5_000)).toBe('#1,200 of 5,000 — top 24%');
  });
});

describe('mergedPlace', () => {
  it('is the competition rank among every field put together (seeded property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 40 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 30 }),
        (fields, value) => {
          const sorted = fields.map((f) => Float64Array.from(f).sort().reverse());
          const merged = mergedPlace(
            sorted.map((f) => ({ above: placeAmong(f, value) - 1, size: f.length })),
          );
          const all = fields.flat();
          expect(merged.players).toBe(all.length);
          expect(merged.position).toBe(all.filter((s) => s > value).length + 1);
        },
      ),
    );
  });
});
