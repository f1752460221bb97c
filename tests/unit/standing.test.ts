import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { competitionRanks } from '../../src/domain/standing';

describe('competitionRanks', () => {
  it('shares positions on ties and skips after them (1, 2, 2, 4)', () => {
    expect(competitionRanks([50, 90, 70, 70])).toEqual([4, 1, 2, 2]);
  });

  it('gives each score 1 + the number of strictly higher scores', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 })), (scores) => {
        const ranks = competitionRanks(scores);
        scores.forEach((score, i) => {
          expect(ranks[i]).toBe(1 + scores.filter((s) => s > score).length);
        });
      }),
    );
  });
});
