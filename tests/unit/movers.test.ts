import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anythingMoved, biggestClimbers, latestTops, newOnBoard } from '../../src/domain/movers';

const entry = fc.record({
  rank: fc.integer({ min: 1, max: 100 }),
  positionDifference: fc.integer({ min: -100, max: 100 }),
  isNew: fc.boolean(),
});

describe('biggestClimbers', () => {
  it('keeps at most five entries that were on the board yesterday and went up, most gained first', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 100 }), (entries) => {
        const picked = biggestClimbers(entries);
        expect(picked.length).toBe(
          Math.min(5, entries.filter((e) => !e.isNew && e.positionDifference > 0).length),
        );
        for (const e of picked) expect(!e.isNew && e.positionDifference > 0).toBe(true);
        for (let i = 1; i < picked.length; i++) {
          const [a, b] = [picked[i - 1], picked[i]];
          if (!a || !b) continue;
          expect(
            a.positionDifference > b.positionDifference ||
              (a.positionDifference === b.positionDifference && a.rank <= b.rank),
          ).toBe(true);
        }
        // No climber left out gained more than the last one kept.
        const last = picked[picked.length - 1];
        if (last && picked.length === 5)
          for (const e of entries)
            if (!picked.includes(e) && !e.isNew)
              expect(e.positionDifference).toBeLessThanOrEqual(last.positionDifference);
      }),
    );
  });

  it('never lists a player new on the board, whatever they gained from 101', () => {
    expect(biggestClimbers([{ rank: 1, positionDifference: 100, isNew: true }])).toEqual([]);
  });
});

describe('newOnBoard', () => {
  it('keeps the new entries, best placed first, at most five', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 100 }), (entries) => {
        const picked = newOnBoard(entries);
        const ranks = picked.map((e) => e.rank);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        expect(picked.every((e) => e.isNew)).toBe(true);
        expect(picked.length).toBe(Math.min(5, entries.filter((e) => e.isNew).length));
      }),
    );
  });
});

describe('latestTops', () => {
  it('puts the latest first, the higher first at the same instant, and keeps ten', () => {
    const at = (h: number) => `2026-11-21T${String(h).padStart(2, '0')}:00:00.000Z`;
    const tops = [
      { achievedAt: at(8), score: 10 },
      { achievedAt: at(9), score: 5 },
      { achievedAt: at(9), score: 7 },
      ...Array.from({ length: 12 }, (_, i) => ({ achievedAt: at(1), score: i })),
    ];
    const picked = latestTops(tops);
    expect(picked.length).toBe(10);
    expect(picked.slice(0, 3)).toEqual([tops[2], tops[1], tops[0]]);
  });
});

describe('anythingMoved', () => {
  it('is false only when all three lists are empty', () => {
    expect(anythingMoved({ climbers: [], newPlayers: [], newTopScores: [] })).toBe(false);
    expect(anythingMoved({ climbers: [], newPlayers: [1], newTopScores: [] })).toBe(true);
  });
});
