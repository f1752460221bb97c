import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_RANK } from '../../src/domain/constants';
import { type BoardRow, boardKey, entrants, mergeBoards, withChanges } from '../../src/domain/leaderboard';

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
    const closes = new Map([[boardKey(row(3, 0, 0)), 650]]);
    const [first, second, third] = withChanges(today, yesterday, closes);
    expect(first).toMatchObject({
      isNew: false,
      positionDifference: 1,
      scoreDifference: 300,
      scoreDifferenceFromTopPlayerScore: 0,
    });
    expect(second).toMatchObject({
      positionDifference: -1,
      scoreDifference: 50,
      scoreDifferenceFromTopPlayerScore: 100,
    });
    // Not on yesterday's board: a new entry, counted from the placeholder position 101, and from
    // their own total at yesterday's close (not from 0: their whole score is not the day's gain).
    expect(third).toMatchObject({
      isNew: true,
      positionDifference: PLACEHOLDER_RANK - 3,
      scoreDifference: 50,
      scoreDifferenceFromTopPlayerScore: 200,
    });
  });

  it("count a newcomer with no total at yesterday's close from 0", () => {
    const [only] = withChanges([row(9, 400, 1)], [], new Map());
    expect(only).toMatchObject({
      isNew: true,
      positionDifference: PLACEHOLDER_RANK - 1,
      scoreDifference: 400,
    });
  });

  it("name the entries that were not on yesterday's board", () => {
    const today = [row(1, 900, 1), row(2, 800, 2), row(2, 700, 3, 2)];
    expect(entrants(today, [row(2, 750, 1)]).map(boardKey)).toEqual(['1:1', '2:2']);
  });

  it('tell apart one player at two venues on the world board', () => {
    const [a, b] = withChanges([row(1, 900, 1, 1), row(1, 500, 2, 2)], [row(1, 400, 1, 2)], new Map());
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
          new Map(),
        );
        expect(changes[0]?.scoreDifferenceFromTopPlayerScore).toBe(0);
        for (const c of changes) expect(c.scoreDifferenceFromTopPlayerScore).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("a city's board of its venues' boards", () => {
  it('merges them best first, counts positions again (ties sharing) and keeps the top', () => {
    const leeds = [row(1, 900, 1, 1), row(2, 500, 2, 1)];
    const york = [row(3, 700, 1, 2), row(4, 500, 2, 2), row(5, 100, 3, 2)];
    const merged = mergeBoards([leeds, york], 4);
    expect(merged.map((r) => [r.playerId, r.position])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
      [4, 3],
    ]);
  });

  it('keeps every entry tied at the last position kept', () => {
    const merged = mergeBoards([[row(1, 900, 1, 1)], [row(2, 500, 1, 2)], [row(3, 500, 1, 3)]], 2);
    expect(merged.map((r) => r.position)).toEqual([1, 2, 2]);
  });
});
