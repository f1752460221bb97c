import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTopScore,
  type LevelScore,
  levelFigures,
  roomCounts,
  roomsAndGames,
} from '../../src/domain/levels';

const level = fc.record({
  roomId: fc.integer({ min: 1, max: 5 }),
  gameId: fc.integer({ min: 1, max: 20 }),
  levelId: fc.integer({ min: 0, max: 9 }),
  highScore: fc.integer({ min: 0, max: 10_000 }),
  extra: fc.integer({ min: 0, max: 2_000 }),
  times: fc.integer({ min: 0, max: 30 }),
});
const levels = fc
  .array(level, { maxLength: 80 })
  .map((ls): LevelScore[] => ls.map(({ extra, ...l }) => ({ ...l, topScore: l.highScore + extra })));

describe('level figures', () => {
  it('count a top score only when the player scored and matches the top', () => {
    expect(isTopScore(0, 0)).toBe(false);
    expect(isTopScore(500, 500)).toBe(true);
    expect(isTopScore(499, 500)).toBe(false);
  });

  it('add up to the sums of the levels', () => {
    fc.assert(
      fc.property(levels, (ls) => {
        const f = levelFigures(ls);
        expect(f.totalScore).toBe(ls.reduce((s, l) => s + l.highScore, 0));
        expect(f.maximumScore).toBe(ls.reduce((s, l) => s + l.topScore, 0));
        expect(f.totalScore).toBeLessThanOrEqual(f.maximumScore);
        expect(f.levelsPlayed).toBe(ls.filter((l) => l.highScore > 0).length);
        expect(f.topScores).toBeLessThanOrEqual(f.levelsPlayed);
        expect(f.totalLevelCount).toBe(ls.length);
      }),
    );
  });

  it('split every level of a room into exactly one of top, not top, missing', () => {
    fc.assert(
      fc.property(levels, (ls) => {
        const c = roomCounts(ls);
        for (const roomId of new Set(ls.map((l) => l.roomId))) {
          const inRoom = ls.filter((l) => l.roomId === roomId).length;
          expect(
            (c.topScores[roomId] ?? 0) + (c.notTopScores[roomId] ?? 0) + (c.missingLevels[roomId] ?? 0),
          ).toBe(inRoom);
        }
        expect(Object.values(c.topScores).reduce((s, n) => s + n, 0)).toBe(levelFigures(ls).topScores);
      }),
    );
  });
});

describe('roomsAndGames', () => {
  it('cuts levels in venue order into rooms, then games, keeping the order', () => {
    const l = (roomId: number, gameName: string, levelId: number) => ({ roomId, gameName, levelId });
    const levels = [l(1, 'A', 0), l(1, 'A', 1), l(1, 'B', 0), l(2, 'A', 0), l(3, 'C', 0), l(3, 'C', 1)];
    expect(roomsAndGames(levels)).toEqual([
      [[l(1, 'A', 0), l(1, 'A', 1)], [l(1, 'B', 0)]],
      [[l(2, 'A', 0)]],
      [[l(3, 'C', 0), l(3, 'C', 1)]],
    ]);
    expect(roomsAndGames([])).toEqual([]);
  });

  it('gives back every level exactly once, in order', () => {
    const items = fc.array(
      fc.record({
        roomId: fc.integer({ min: 1, max: 3 }),
        gameName: fc.constantFrom('A', 'B'),
        levelId: fc.nat(9),
      }),
    );
    fc.assert(
      fc.property(items, (levels) => {
        expect(roomsAndGames(levels).flat(2)).toEqual(levels);
      }),
    );
  });
});
