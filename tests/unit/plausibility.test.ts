import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fence,
  type KeptLevel,
  keptBounds,
  type LevelEvidence,
  levelBound,
  MAX_KEPT_BOUND,
  plausibility,
  RULE,
  thinFloor,
} from '../../src/domain/plausibility';

/** A level at a venue whose top is 5,800, its best players close behind: a normal spread. */
const venueBests = [5800, 5650, 5520, 5400, 5310, 5200, 5090, 4980, 4850, 4700];
/** The same level chain-wide: a little stronger. */
const chainBests = [6120, 6010, 5800, 5780, 5650, 5600, 5520, 5480, 5400, 5390];

const kept = (evidence: LevelEvidence): KeptLevel => ({
  top: Math.max(0, ...evidence.venueBests),
  bound: levelBound(evidence),
  maximum: evidence.maximum,
});

describe('the plausibility bound', () => {
  it('holds the 900,000 sent on a level whose top was about 5,800, and not a genuine new top', () => {
    const level = kept({ venueBests, chainBests });
    // The chain's fence: 6,120 × floor(10) = 6,120 × 2.6 = 15,912 (the spread, 3 × 495, is less).
    expect(level.bound).toBeCloseTo(15_912);
    expect(plausibility(900_000, level)).toEqual({ held: true, bound: level.bound, reason: 'above-bound' });
    expect(plausibility(6_400, level)).toMatchObject({ held: false, reason: 'within-bound' });
    expect(plausibility(5_800, level)).toMatchObject({ held: false, reason: 'at-or-below-top' });
    // A digit too many on the venue's top is held too.
    expect(plausibility(58_000, level).held).toBe(true);
  });

  it('allows more above a top with few scores behind it', () => {
    expect([1, 2, 3, 6, 10].map((n) => thinFloor(n))).toEqual([8, 5, 4, 3, 2.6]);
    expect(fence([1000])).toBe(8000);
    // Three scores: 4 × the top; the spread's fence (1,000 + 3 × 500) is less.
    expect(fence([100, 1000, 500])).toBe(4000);
    expect(fence([])).toBeUndefined();
  });

  it('lets the spread decide where the best scores are far apart', () => {
    // Median 300: 1,000 + 3 × 700 = 3,100, above 2.6 × 1,000.
    expect(fence([1000, 900, 300, 300, 300, 300, 300, 300, 300, 300])).toBe(3100);
    // Only the best ten count.
    expect(fence([1000, 900, ...Array.from({ length: 30 }, () => 300)])).toBe(3100);
  });

  it('takes the larger of the venue and the chain', () => {
    // A strong venue on a weak chain, and a weak venue on a strong chain.
    expect(levelBound({ venueBests: [9000], chainBests: [9000, 1000, 1000] })).toBe(72_000);
    expect(levelBound({ venueBests: [500], chainBests: [9000, 8000, 7000] })).toBe(36_000);
  });

  it('never holds the first scores of a level nobody has played, unless its neighbours say', () => {
    const none = levelBound({ venueBests: [], chainBests: [] });
    expect(none).toBe(Number.POSITIVE_INFINITY);
    expect(plausibility(900_000, { top: 0, bound: none })).toMatchObject({
      held: false,
      reason: 'within-bound',
    });
    // The next level played chain-wide, to 1,000: 8,000 × 3 = 24,000; two away: 8,000 × 9.
    const neighbours = [{ distance: 1, chainBests: [1000] }];
    expect(levelBound({ venueBests: [], chainBests: [], neighbours })).toBe(24_000);
    expect(
      levelBound({ venueBests: [], chainBests: [], neighbours: [{ distance: 2, chainBests: [1000] }] }),
    ).toBe(72_000);
    // Too far away, or the level's own scores known: the neighbours do not count.
    expect(
      levelBound({ venueBests: [], chainBests: [], neighbours: [{ distance: 3, chainBests: [1000] }] }),
    ).toBe(Number.POSITIVE_INFINITY);
    expect(levelBound({ venueBests: [], chainBests: [100], neighbours })).toBe(800);
  });

  it('always holds a score above the possible maximum, and never bounds above it', () => {
    const level = kept({ venueBests: [1000], chainBests: [1000], maximum: 2000 });
    expect(level.bound).toBe(2000);
    expect(plausibility(2000, level).held).toBe(false);
    expect(plausibility(2010, level)).toEqual({ held: true, bound: 2000, reason: 'above-maximum' });
  });

  it('floors a bound kept before a genuine new top at the new top', () => {
    // The bound was learned at a top of 1,000; a genuine 3,000 came in the same import.
    expect(plausibility(5_000, { top: 3000, bound: 8000 }).held).toBe(false);
    expect(plausibility(6_000, { top: 3000, bound: 2000 })).toMatchObject({ held: false, bound: 6000 });
    expect(plausibility(6_010, { top: 3000, bound: 2000 }).held).toBe(true);
  });
});

const scores = fc.array(fc.integer({ min: 1, max: 2_000_000 }), { maxLength: 14 });
const evidence = fc.record({
  venueBests: scores,
  chainBests: scores,
  neighbours: fc.array(fc.record({ distance: fc.integer({ min: 1, max: 4 }), chainBests: scores }), {
    maxLength: 4,
  }),
  maximum: fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: undefined }),
});
/** The kept figures as the import reads them, the venue's top from its bests (chain-wide too). */
const level = evidence.map((e): KeptLevel => {
  const chain = [...e.chainBests, ...e.venueBests];
  return kept({ ...e, chainBests: chain });
});
/** Any kept figures at all, a bound as stale as you like. */
const anyLevel = fc.record({
  top: fc.integer({ min: 0, max: 2_000_000 }),
  bound: fc.oneof(fc.integer({ min: 0, max: 4_000_000 }), fc.constant(Number.POSITIVE_INFINITY)),
  maximum: fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: undefined }),
});
const score = fc.integer({ min: 0, max: 40_000_000 });

describe('the plausibility rule, for any level', () => {
  it('never holds a score at or below the current top', () => {
    fc.assert(
      fc.property(fc.oneof(level, anyLevel), fc.double({ min: 0, max: 1, noNaN: true }), (l, share) => {
        expect(plausibility(Math.floor(l.top * share), l).held).toBe(false);
        expect(plausibility(l.top, l).held).toBe(false);
      }),
    );
  });

  it('judges against a bound at or above the current top', () => {
    fc.assert(
      fc.property(fc.oneof(level, anyLevel), score, (l, s) => {
        expect(plausibility(s, l).bound).toBeGreaterThanOrEqual(l.top);
      }),
    );
  });

  it('is monotone: above a held score, every score is held', () => {
    fc.assert(
      fc.property(fc.oneof(level, anyLevel), score, fc.integer({ min: 0, max: 40_000_000 }), (l, s, more) => {
        if (plausibility(s, l).held) expect(plausibility(s + more, l).held).toBe(true);
      }),
    );
  });

  it('is deterministic, and the order of the best scores does not matter', () => {
    fc.assert(
      fc.property(evidence, score, (e, s) => {
        const reversed = {
          ...e,
          venueBests: [...e.venueBests].reverse(),
          chainBests: [...e.chainBests].reverse(),
        };
        expect(levelBound(reversed)).toBe(levelBound(e));
        const l = kept(e);
        expect(plausibility(s, l)).toEqual(plausibility(s, { ...l }));
      }),
    );
  });

  it('learns a bound at or above every score it was learned from (no maximum below them)', () => {
    fc.assert(
      fc.property(evidence, (e) => {
        const bound = levelBound({ ...e, maximum: undefined });
        expect(bound).toBeGreaterThanOrEqual(Math.max(0, ...e.venueBests, ...e.chainBests));
      }),
    );
  });

  it('holds ten times the top on a one-venue chain, and anything above a known maximum', () => {
    fc.assert(
      fc.property(
        scores,
        fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: undefined }),
        (bests, max) => {
          const l = kept({ venueBests: bests, chainBests: bests, maximum: max });
          if (l.top > 0) expect(plausibility(l.top * 10, l).held).toBe(true);
          if (max !== undefined && max >= l.top) expect(plausibility(max + 1, l).held).toBe(true);
        },
      ),
    );
  });

  it('uses the documented constants', () => {
    expect(RULE).toEqual({ spreadFactor: 3, floor: 2, thinExtra: 6, neighbourStep: 3, neighbourReach: 2 });
  });
});

describe('the bounds kept per level and venue', () => {
  const best = (locationId: number, level: number, highScore: number) => ({
    locationId,
    gameId: 7,
    level,
    highScore,
  });

  it('gives each venue the larger of its own fence and the chain’s', () => {
    // Venue 1: one score of 1,000 (fence 8,000); venue 2: ten close scores, top 2,000 (fence 5,200).
    const bests = [best(1, 0, 1000), ...Array.from({ length: 10 }, (_, i) => best(2, 0, 2000 - i * 10))];
    const kept = keptBounds(bests, [{ gameId: 7, level: 0 }], [1, 2, 3]);
    // The chain's eleven scores keep their ten best, top 2,000: 2,000 × 2.6 = 5,200.
    expect(kept).toEqual([
      { locationId: 1, gameId: 7, level: 0, bound: 8000 },
      { locationId: 2, gameId: 7, level: 0, bound: 5200 },
      // A venue with no score on the level learns from the chain.
      { locationId: 3, gameId: 7, level: 0, bound: 5200 },
    ]);
  });

  it('learns a bound for a level nobody played from its game’s neighbouring levels', () => {
    const bests = Array.from({ length: 10 }, (_, i) => best(1, 3, 1000 - i * 10));
    const bound = (level: number) => keptBounds(bests, [{ gameId: 7, level }], [1]).map((k) => k.bound);
    // Level 3's fence is 2,600; one level away three times that, two levels away nine times.
    expect(bound(3)).toEqual([2600]);
    expect(bound(4)).toEqual([7800]);
    expect(bound(1)).toEqual([23_400]);
    // Three levels away is out of reach: no bound, so nothing there is held.
    expect(bound(6)).toEqual([]);
    // The 900,000 on a new level next to a played one is held.
    expect(plausibility(900_000, { top: 0, bound: 7800 }).held).toBe(true);
  });

  it('never keeps a bound above what the event log can store', () => {
    const [kept] = keptBounds([best(1, 0, 1_000_000_000)], [{ gameId: 7, level: 0 }], [1]);
    expect(kept?.bound).toBe(MAX_KEPT_BOUND);
  });
});
