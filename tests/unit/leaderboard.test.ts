import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_RANK } from '../../src/domain/constants';
import { type BoardRow, withChanges } from '../../src/domain/leaderboard';

const row = (playerId: number, score: number, position: number, locationId = 1): BoardRow => ({
  playerId,
  locationId,
  name: `p${playerId}`,
  score,
  position,
});

describe('day-over-day board changes', () => {
  it('compare each entry with the same player at the same venue yesterday', () => {
    const today = [row(1, 900, 1), row(2, 800, 2), row(3, 700, 3)];
    const yesterday = [row(2, 750, 1), row(1, 600, 2)];
    const [first, second, third] = withChanges(today, yesterday);
    expect(first).toMatchObject({
      positionDifference: 1,
      scoreDifference: 300,
      scoreDifferenceFromTopPlayerScore: 0,
    });
    expect(second).toMatchObject({
      positionDifference: -1,
      scoreDifference: 50,
      scoreDifferenceFromTopPlayerScore: 100,
    });
    // Not on yesterday's board: counted from the placeholder position 101, and from a score of 0.
    expect(third).toMatchObject({
      positionDifference: PLACEHOLDER_RANK - 3,
      scoreDifference: 700,
      scoreDifferenceFromTopPlayerScore: 200,
    });
  });

  it('tell apart one player at two venues on the world board', () => {
    const [a, b] = withChanges([row(1, 900, 1, 1), row(1, 500, 2, 2)], [row(1, 400, 1, 2)]);
    expect(a?.positionDifference).toBe(PLACEHOLDER_RANK - 1);
    expect(b).toMatchObject({ positionDifference: -1, scoreDifference: 100 });
  });

  it('never give a negative distance to the leader, and none to the leader itself', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e7 }), { minLength: 1, maxLength: 50 }), (scores) => {
        const sorted = [...scores].sort((x, y) => y - x);
        const changes = withChanges(
          sorted.map((s, i) => row(i + 1, s, i + 1)),
          [],
        );
        expect(changes[0]?.scoreDifferenceFromTopPlayerScore).toBe(0);
        for (const c of changes) expect(c.scoreDifferenceFromTopPlayerScore).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
