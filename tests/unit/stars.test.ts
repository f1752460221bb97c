import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelStars, totalStars } from '../../src/domain/stars';

describe('old-ranking stars', () => {
  it('are 10 + (times - 1) x (level_id + 1) once a level was played, else 0', () => {
    expect(levelStars(0, 5)).toBe(0);
    expect(levelStars(1, 0)).toBe(10);
    expect(levelStars(1, 9)).toBe(10);
    expect(levelStars(3, 4)).toBe(20);
    expect(levelStars(-2, 4)).toBe(0);
  });

  it('grow by level_id + 1 with each extra play', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 9 }), (times, level) => {
        expect(levelStars(times + 1, level) - levelStars(times, level)).toBe(level + 1);
      }),
    );
  });

  it('add up over levels', () => {
    expect(totalStars([])).toBe(0);
    // 10 for a first play of level 1; 10 + 2 x 5 for three plays of level 5; nothing unplayed.
    expect(
      totalStars([
        { times: 1, levelId: 0 },
        { times: 3, levelId: 4 },
        { times: 0, levelId: 9 },
      ]),
    ).toBe(30);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ times: fc.integer({ min: 0, max: 50 }), levelId: fc.integer({ min: 0, max: 9 }) }),
        ),
        (levels) => {
          // One more level played once adds exactly its 10 stars.
          expect(totalStars([...levels, { times: 1, levelId: 3 }])).toBe(totalStars(levels) + 10);
        },
      ),
    );
  });
});
