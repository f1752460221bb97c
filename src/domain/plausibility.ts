/**
 * Scores you can trust: the plausibility bound of a level, above which an imported score is held
 * for an admin's review instead of going onto the boards (a misread, or a faulty machine, once
 * sent 900,000 on a level whose top was about 5,800). Pure, so the import, the admin review and
 * the backtest that measured it (plausibility-backtest.ts, docs/plausibility.md) agree.
 *
 * The rule, in two steps:
 * 1. **The bound** (`levelBound`), learned from the level's own scores and kept per level with the
 *    derived tables. Each source of evidence (the level's best scores at the venue; the same
 *    level's best scores chain-wide; for a level the chain has no score on, its game's
 *    neighbouring levels) gives a robust upper fence:
 *      fence = max(top × floor(n), top + spreadFactor × (top − median))
 *    over its n best scores (at most BESTS_KEPT). The bound is the largest fence of the sources
 *    (a strong venue is not held back by a weak chain, nor a strong chain by a weak venue), and
 *    never above the level's possible maximum when the catalog knows one. With no evidence at all
 *    (nor a neighbouring level played) the bound is infinite: such a level never holds its first
 *    scores.
 * 2. **The decision** (`plausibility`), at import, from the kept bound and the level's current top
 *    at the venue: a score at or below the top is never held; above it, a score is held when it
 *    is above the bound, or above the possible maximum. The floor is applied again to the current
 *    top, so a bound kept before a genuine new top (earlier in the same import) never holds the
 *    scores just above that top.
 */

/** How many of a level's best scores (one per player, the highest first) a source keeps. */
export const BESTS_KEPT = 10;

/** The constants of the rule; `RULE` is the one measured on the seeded history. */
export interface PlausibilityRule {
  /** Multiples of (top − median of the kept bests) a new top may add: the fence's robust part. */
  spreadFactor: number;
  /** The least multiple of the top a fence allows, whatever the spread (the whole top-10 tied). */
  floor: number;
  /** What the floor adds for thin evidence: floor(n) = floor + thinExtra ÷ n. */
  thinExtra: number;
  /** A level the chain has no score on: each level between it and a neighbour multiplies this. */
  neighbourStep: number;
  /** How many levels away a neighbour still counts. */
  neighbourReach: number;
}

/**
 * Measured on the demo chain (seed 42) and checked on a hold-out (seed 7), docs/plausibility.md:
 * no genuine new top held on either, every fault of ten times a level's top held once the chain
 * had a score on it. Why these values:
 * - floor 2 and thinExtra 6, so floor(n) = 2 + 6 ÷ n: 8 with one best score, 4 with three, 2.6 with
 *   the ten kept. Genuine new tops were up to 7.5 times the top they beat where the venue had one
 *   score (a beginner's first score, then a regular's) and up to 2.3 times it with ten or more
 *   (hard levels whose best players are still weak). Both stay under 10, so a digit too many is
 *   held whenever the level has a top. Tighter floors cost margin: floor 1.5 came within 4% of
 *   holding a genuine top on the hold-out, thinExtra 5 within 3%, and floor 1.5 with thinExtra 4
 *   held five.
 * - spreadFactor 3, the "far out" fence of box plots (three spreads beyond the quartile): it
 *   decides only where the kept bests are far apart (their median under half the top), which the
 *   seeded history barely has; it keeps a level with a few strong and many weak players from
 *   holding the next strong one.
 * - neighbourStep 3, neighbourReach 2: in the seeded catalog a level's top is about a third above
 *   its neighbour's at most, so three times per level away holds only a first score far above every
 *   level around it; a level with no neighbour played has no bound.
 */
export const RULE: PlausibilityRule = {
  spreadFactor: 3,
  floor: 2,
  thinExtra: 6,
  neighbourStep: 3,
  neighbourReach: 2,
};

/** The evidence a level's bound is learned from, as the derived tables keep it. */
export interface LevelEvidence {
  /**
   * The best scores of the level's best players at this venue, any order; only the highest
   * BESTS_KEPT count, so passing more is harmless.
   */
  venueBests: readonly number[];
  /** The same level's best scores chain-wide, every venue (the same way: the highest count). */
  chainBests: readonly number[];
  /** The same game's other levels chain-wide; read only when chainBests is empty. */
  neighbours?: ReadonlyArray<{ distance: number; chainBests: readonly number[] }>;
  /** The most the level can score, when the catalog knows it. */
  maximum?: number | undefined;
}

/** The figures the import keeps per level at a venue and decides with. */
export interface KeptLevel {
  /** The venue's top score on the level, 0 when nobody played it. */
  top: number;
  /** The kept `levelBound`; Infinity when there was nothing to learn it from (stored as null). */
  bound: number;
  maximum?: number | undefined;
}

type PlausibilityReason = 'at-or-below-top' | 'within-bound' | 'above-bound' | 'above-maximum';

interface Plausibility {
  held: boolean;
  /** The bound the score was judged against (the kept one, floored at the current top). */
  bound: number;
  reason: PlausibilityReason;
}

/** floor(n): the least multiple of the top a fence over n best scores allows. */
export function thinFloor(n: number, rule: PlausibilityRule = RULE): number {
  return rule.floor + rule.thinExtra / Math.max(1, n);
}

/**
 * The upper fence of one source: max(top × floor(n), top + spreadFactor × (top − median)) over its
 * best scores (the highest BESTS_KEPT of them); undefined with none.
 */
export function fence(bests: readonly number[], rule: PlausibilityRule = RULE): number | undefined {
  const kept = bests
    .filter((b) => Number.isFinite(b) && b > 0)
    .sort((a, b) => b - a)
    .slice(0, BESTS_KEPT);
  const top = kept[0];
  if (top === undefined) return undefined;
  const n = kept.length;
  const median =
    n % 2 === 1 ? (kept[(n - 1) / 2] as number) : ((kept[n / 2 - 1] as number) + (kept[n / 2] as number)) / 2;
  return Math.max(top * thinFloor(n, rule), top + rule.spreadFactor * (top - median));
}

/**
 * A level's plausibility bound from its evidence: the largest fence of the venue's and the chain's
 * best scores (or, with no score chain-wide, the neighbouring levels' fences times neighbourStep
 * per level away), never above the possible maximum; Infinity when nothing is known.
 */
export function levelBound(evidence: LevelEvidence, rule: PlausibilityRule = RULE): number {
  const own = [fence(evidence.venueBests, rule), fence(evidence.chainBests, rule)];
  const known = own.filter((f): f is number => f !== undefined);
  if (known.length === 0) {
    for (const n of evidence.neighbours ?? []) {
      const f = fence(n.chainBests, rule);
      if (f !== undefined && n.distance >= 1 && n.distance <= rule.neighbourReach)
        known.push(f * rule.neighbourStep ** n.distance);
    }
  }
  const bound = known.length > 0 ? Math.max(...known) : Number.POSITIVE_INFINITY;
  return capped(bound, evidence.maximum);
}

const capped = (bound: number, maximum: number | undefined) =>
  maximum !== undefined && maximum > 0 ? Math.min(bound, maximum) : bound;

/**
 * Whether an imported score is held for review, judged against the level's kept bound and its
 * current top at the venue. Never holds a score at or below the top; otherwise holds it above the
 * possible maximum, or above the bound (itself never below floor × the current top).
 */
export function plausibility(score: number, level: KeptLevel, rule: PlausibilityRule = RULE): Plausibility {
  const top = Math.max(0, level.top);
  const floored = top > 0 ? Math.max(level.bound, top * rule.floor) : level.bound;
  const bound = Math.max(top, capped(floored, level.maximum));
  if (score <= top) return { held: false, bound, reason: 'at-or-below-top' };
  if (score <= bound) return { held: false, bound, reason: 'within-bound' };
  const aboveMaximum = level.maximum !== undefined && level.maximum > 0 && score > level.maximum;
  return { held: true, bound, reason: aboveMaximum ? 'above-maximum' : 'above-bound' };
}

/** One of a level's best scores at a venue, as the derived tables give it (0-based level). */
export interface VenueBest {
  locationId: number;
  gameId: number;
  level: number;
  highScore: number;
}

/** A level's kept bound at a venue; a level with no bound (nothing to learn from) has none. */
interface KeptBound {
  locationId: number;
  gameId: number;
  level: number;
  bound: number;
}

/** The most a kept bound holds: the largest score the event log's integer column can store. */
export const MAX_KEPT_BOUND = 2 ** 31 - 1;

const chainKey = (gameId: number, level: number) => `${gameId}|${level}`;
const venueKey = (locationId: number, gameId: number, level: number) => `${locationId}|${gameId}|${level}`;

/**
 * The bounds to keep for some levels at every venue, from the best scores of those levels and of
 * their games' other levels (the neighbours a level nobody has played learns from): `bests` holds
 * each venue's best scores per level (the highest BESTS_KEPT count), the chain's are all of them
 * together. Levels with no bound are left out.
 */
export function keptBounds(
  bests: readonly VenueBest[],
  levels: ReadonlyArray<{ gameId: number; level: number }>,
  locationIds: readonly number[],
  rule: PlausibilityRule = RULE,
): KeptBound[] {
  const venue = new Map<string, number[]>();
  const chain = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, score: number) => {
    const list = map.get(key);
    if (list) list.push(score);
    else map.set(key, [score]);
  };
  for (const b of bests) {
    push(venue, venueKey(b.locationId, b.gameId, b.level), b.highScore);
    push(chain, chainKey(b.gameId, b.level), b.highScore);
  }
  const kept: KeptBound[] = [];
  for (const { gameId, level } of levels) {
    const chainBests = chain.get(chainKey(gameId, level)) ?? [];
    const neighbours: Array<{ distance: number; chainBests: readonly number[] }> = [];
    for (let distance = 1; distance <= rule.neighbourReach; distance++)
      for (const other of [level - distance, level + distance]) {
        const around = chain.get(chainKey(gameId, other));
        if (around) neighbours.push({ distance, chainBests: around });
      }
    for (const locationId of locationIds) {
      const bound = levelBound(
        { venueBests: venue.get(venueKey(locationId, gameId, level)) ?? [], chainBests, neighbours },
        rule,
      );
      if (Number.isFinite(bound))
        kept.push({ locationId, gameId, level, bound: Math.min(Math.round(bound), MAX_KEPT_BOUND) });
    }
  }
  return kept;
}
