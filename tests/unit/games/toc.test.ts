import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleLeaderboard } from '../../../src/games/toc';

describe('Tournament of Champions 2026 sample leaderboard', () => {
  it('has 8 distinct games and 8 rows with a score per game', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const board = sampleLeaderboard(seed);
        expect(board.games).toHaveLength(8);
        expect(new Set(board.games).size).toBe(8);
        expect(board.rows).toHaveLength(8);
        for (const row of board.rows) {
          expect(row.scores).toHaveLength(8);
          for (const s of row.scores) expect(Number.isInteger(s) && s >= 0).toBe(true);
        }
      }),
    );
  });

  it("hides 2 or 3 of the 8 names as 'Anonymous #1', 'Anonymous #2', ..., numbered top to bottom", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rows = sampleLeaderboard(seed).rows;
        const hidden = rows.filter((r) => r.isAnonymous).map((r) => r.name);
        expect([2, 3]).toContain(hidden.length);
        expect(hidden).toEqual(hidden.map((_, i) => `Anonymous #${i + 1}`));
        expect(rows.filter((r) => r.name.startsWith('Anonymous')).length).toBe(hidden.length);
        const shown = rows.filter((r) => !r.isAnonymous).map((r) => r.name);
        expect(new Set(shown).size).toBe(8 - hidden.length);
      }),
    );
  });

  it('hides 30% of the names on average', () => {
    const boards = 20_000;
    let hidden = 0;
    for (let seed = 0; seed < boards; seed++)
      hidden += sampleLeaderboard(seed).rows.filter((r) => r.isAnonymous).length;
    expect(hidden / (boards * 8)).toBeCloseTo(0.3, 2);
  });

  it('adds up totals correctly and sorts by total, best first, numbering the places', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rows = sampleLeaderboard(seed).rows;
        for (const row of rows) expect(row.total).toBe(row.scores.reduce((a, b) => a + b, 0));
        for (let i = 1; i < rows.length; i++) {
          expect(rows[i - 1]?.total ?? 0).toBeGreaterThanOrEqual(rows[i]?.total ?? 0);
        }
        expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      }),
    );
  });

  it('gives the same board for the same seed and different boards for different seeds', () => {
    expect(sampleLeaderboard(2026)).toEqual(sampleLeaderboard(2026));
    const boards = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(sampleLeaderboard(seed))));
    expect(boards.size).toBe(20);
  });

  it('hides different players for different seeds', () => {
    const hiddenPlaces = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        sampleLeaderboard(seed)
          .rows.filter((r) => r.isAnonymous)
          .map((r) => r.position)
          .join(),
      ),
    );
    expect(hiddenPlaces.size).toBeGreaterThan(1);
  });
});
