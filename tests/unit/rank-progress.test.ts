import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANK_STEP } from '../../src/domain/constants';
import { playerRank } from '../../src/domain/rank';
import { rankProgress, rankProgressText } from '../../src/domain/rank-progress';

const ROOMY = 1e12;

describe('rankProgress', () => {
  it('says how far into the rank the score is and how many points the next one needs', () => {
    const p = rankProgress(79 * RANK_STEP + 21_130, ROOMY);
    expect(p).toEqual({
      kind: 'next',
      rank: 79,
      nextRank: 80,
      percent: 84,
      pointsToGo: 3_870,
      nextThreshold: 2_000_000,
    });
    expect(rankProgressText(p)).toBe('Rank 79 → 80: 84%, 3,870 points to go');
  });

  it('starts a new rank at 0% with the whole step to go, and says "point" for one', () => {
    expect(rankProgressText(rankProgress(RANK_STEP, ROOMY))).toBe('Rank 1 → 2: 0%, 25,000 points to go');
    expect(rankProgressText(rankProgress(0, ROOMY))).toBe('Rank 0 → 1: 0%, 25,000 points to go');
    expect(rankProgressText(rankProgress(RANK_STEP - 1, ROOMY))).toBe('Rank 0 → 1: 99%, 1 point to go');
  });

  it('says "Highest rank" when the next rank needs more than every top of the venue together', () => {
    expect(rankProgress(260_000, 270_000)).toEqual({ kind: 'highest', rank: 10 });
    expect(rankProgressText(rankProgress(260_000, 270_000))).toBe('Rank 10: Highest rank');
    // Reachable exactly: the next rank is still ahead.
    expect(rankProgress(260_000, 275_000).kind).toBe('next');
  });

  it('keeps its figures in bounds and adds up to the next threshold (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (total) => {
        const p = rankProgress(total, ROOMY);
        if (p.kind !== 'next') throw new Error('roomy venue');
        expect(p.rank).toBe(playerRank(total));
        expect(p.nextRank).toBe(p.rank + 1);
        expect(p.percent).toBeGreaterThanOrEqual(0);
        expect(p.percent).toBeLessThanOrEqual(99);
        expect(p.pointsToGo).toBeGreaterThanOrEqual(1);
        expect(p.pointsToGo).toBeLessThanOrEqual(RANK_STEP);
        expect(total + p.pointsToGo).toBe(p.nextThreshold);
        expect(p.nextThreshold % RANK_STEP).toBe(0);
      }),
    );
  });

  it('moves forward as the score grows within a rank, never backward (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: RANK_STEP }), (total, more) => {
        const a = rankProgress(total, ROOMY);
        const b = rankProgress(total + more, ROOMY);
        if (a.kind !== 'next' || b.kind !== 'next') throw new Error('roomy venue');
        expect(b.rank).toBeGreaterThanOrEqual(a.rank);
        if (b.rank === a.rank) {
          expect(b.percent).toBeGreaterThanOrEqual(a.percent);
          expect(b.pointsToGo).toBe(a.pointsToGo - more);
        }
      }),
    );
  });

  it('is "Highest rank" exactly when the next threshold is past the venue maximum (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e7 }), (total, headroom) => {
        const max = total + headroom;
        const p = rankProgress(total, max);
        expect(p.kind === 'highest').toBe((playerRank(total) + 1) * RANK_STEP > max);
        expect(p.rank).toBe(playerRank(total));
      }),
    );
  });
});
