import { describe, expect, it } from 'vitest';
import { dayChangeLine } from '../../src/domain/day-change';

describe("the summary's line for the day", () => {
  it("says the board's place and its change since yesterday's close, as the board shows it", () => {
    expect(dayChangeLine({ rank: 4, positionDifference: 1, isNew: false }, 'Leeds', 4)).toBe(
      "#4 on the Leeds board, up 1 place since yesterday's close.",
    );
    expect(dayChangeLine({ rank: 9, positionDifference: -3, isNew: false }, 'Leeds', 9)).toBe(
      "#9 on the Leeds board, down 3 places since yesterday's close.",
    );
    expect(dayChangeLine({ rank: 2, positionDifference: 0, isNew: false }, 'Leeds', 2)).toBe(
      "#2 on the Leeds board, the same place as at yesterday's close.",
    );
    expect(dayChangeLine({ rank: 97, positionDifference: 0, isNew: true }, 'Leeds', 97)).toBe(
      '#97 on the Leeds board: new on the board today.',
    );
  });

  it('gives a player below the board their position at the venue, and claims no change', () => {
    expect(dayChangeLine(undefined, 'Leeds', 153)).toBe(
      "#153 at Leeds, below the board's top 100 (where changes since yesterday show).",
    );
  });
});
