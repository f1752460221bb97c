import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestPositionText,
  highestTotalText,
  historyHeadline,
  historyPeaks,
  pointText,
  rangeStart,
  withNow,
} from '../../src/domain/history';
import { linearScale } from '../../src/domain/linear-scale';

const points = fc
  .array(fc.record({ totalScore: fc.nat(2_000_000), position: fc.integer({ min: 1, max: 5000 }) }), {
    maxLength: 60,
  })
  .map((rows) =>
    rows.map((r, i) => ({
      ...r,
      day: `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    })),
  );

describe('the peaks of a history', () => {
  it('are the best position and the highest total, each on the first day it was reached', () => {
    fc.assert(
      fc.property(points, (history) => {
        const peaks = historyPeaks(history);
        if (history.length === 0) {
          expect(peaks).toBeUndefined();
          return;
        }
        const best = Math.min(...history.map((p) => p.position));
        const highest = Math.max(...history.map((p) => p.totalScore));
        expect(peaks?.bestPosition).toBe(history.find((p) => p.position === best));
        expect(peaks?.highestTotal).toBe(history.find((p) => p.totalScore === highest));
      }),
    );
  });

  it('are written as players read them', () => {
    const day = { day: '2026-03-04', totalScore: 512_300, position: 12 };
    expect(bestPositionText(day)).toBe('Best position #12 on 2026-03-04');
    expect(highestTotalText(day)).toBe('Highest total 512,300 on 2026-03-04');
  });
});

describe("today's point", () => {
  const now = { day: '2026-11-20', totalScore: 9000, position: 3 };

  it('ends the closed days, and replaces a closed point of the same day or later', () => {
    fc.assert(
      fc.property(points, (history) => {
        const drawn = withNow(history, now);
        expect(drawn.at(-1)).toEqual({ ...now, now: true });
        expect(drawn.slice(0, -1)).toEqual(history.filter((p) => p.day < now.day));
      }),
    );
    expect(withNow([{ day: '2026-11-20', totalScore: 1, position: 9 }], now)).toEqual([
      { ...now, now: true },
    ]);
    expect(withNow([], undefined)).toEqual([]);
  });

  it('is said to be now, and not counted as a day with a new score', () => {
    const drawn = withNow([{ day: '2026-11-19', totalScore: 640, position: 88 }], now);
    expect(pointText(drawn[1] as (typeof drawn)[number])).toBe('Now: total 9,000, position #3');
    expect(highestTotalText(drawn[1] as (typeof drawn)[number])).toBe('Highest total 9,000 now');
    expect(historyHeadline(drawn, '7')).toBe('One day with a new score in the last 7 days.');
    expect(historyHeadline(withNow([], now), '7')).toBe('No score changed in the last 7 days.');
  });
});

describe('ranges', () => {
  it('start that many days before today; all has no start', () => {
    expect(rangeStart('2026-11-20', '7')).toBe('2026-11-13');
    expect(rangeStart('2026-11-20', '365')).toBe('2025-11-20');
    expect(rangeStart('2026-11-20', 'all')).toBeUndefined();
  });

  it('say how many days they hold, and why a single day draws no line', () => {
    const day = { day: '2026-11-19', totalScore: 640, position: 88 };
    expect(historyHeadline([], '7')).toBe('No score changed in the last 7 days.');
    expect(historyHeadline([day], '90')).toBe(
      'One day with a new score in the last 90 days: more days draw a line.',
    );
    expect(historyHeadline([day, day], '365')).toBe('2 days with a new score in the last year.');
    expect(historyHeadline([day, day], 'all')).toBe('2 days with a new score so far.');
  });
});

describe('the linear scale', () => {
  it('maps the ends of its domain onto the ends of its range, and inverts what it maps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (d0, width, t) => {
          const scale = linearScale([d0, d0 + width], [10, 590]);
          expect(scale(d0)).toBeCloseTo(10);
          expect(scale(d0 + width)).toBeCloseTo(590);
          const value = d0 + t * width;
          expect(scale.invert(scale(value))).toBeCloseTo(value, 3);
        },
      ),
    );
  });

  it('puts a domain of one value in the middle', () => {
    expect(linearScale([5, 5], [0, 100])(5)).toBe(50);
  });
});
