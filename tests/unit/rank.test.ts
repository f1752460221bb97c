import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playerRank, rankBand, rankBandLabel } from '../../src/domain/rank';

describe('playerRank', () => {
  it('is floor(local score / 25000)', () => {
    expect(playerRank(0)).toBe(0);
    expect(playerRank(24_999)).toBe(0);
    expect(playerRank(25_000)).toBe(1);
    expect(playerRank(2_512_345)).toBe(100);
  });

  it('never decreases as the score grows, and rises by one every 25000 points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e6 }), (score, more) => {
        expect(playerRank(score + more)).toBeGreaterThanOrEqual(playerRank(score));
        expect(playerRank(score + 25_000)).toBe(playerRank(score) + 1);
      }),
    );
  });
});

describe('rankBand', () => {
  it('runs per 10 from 10-19 to 90-99, then 100+', () => {
    expect(rankBand(9)).toBe(0);
    expect(rankBandLabel(rankBand(10))).toBe('10-19');
    expect(rankBandLabel(rankBand(19))).toBe('10-19');
    expect(rankBandLabel(rankBand(95))).toBe('90-99');
    expect(rankBandLabel(rankBand(100))).toBe('100+');
    expect(rankBandLabel(rankBand(4000))).toBe('100+');
  });

  it('puts every rank in the band whose label contains it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 99 }), (rank) => {
        const [low, high] = rankBandLabel(rankBand(rank)).split('-').map(Number) as [number, number];
        expect(rank).toBeGreaterThanOrEqual(low);
        expect(rank).toBeLessThanOrEqual(high);
      }),
    );
  });
});
