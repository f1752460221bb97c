import {
  BESTS_KEPT,
  type LevelEvidence,
  levelBound,
  type PlausibilityRule,
  plausibility,
  RULE,
} from './plausibility';
import type { BacktestScore } from './play-next-backtest';

/**
 * The backtest of the plausibility bound: replays a score history oldest first, keeps each
 * level's best scores as they stood (per venue, and chain-wide per game and level), and asks the
 * rule about every score before it counts. Every score of the history is genuine, so each new top
 * it would have held is a false hold; faulty scores injected beside a sample of the scores (never
 * replayed) measure what it catches. Pure, so docs/plausibility.md's figures come from the code
 * the import runs, and a test can pin them.
 *
 * The bound is learned afresh before every score, as if the derived tables were rebuilt after
 * each import of one score: the most the rule can know. A held score is counted, then replayed as
 * an admin would have released it (it was genuine).
 */

/** The level's tops when a fault is injected: the venue's, and the chain's (every venue's). */
interface Tops {
  venue: number;
  chain: number;
}

/** A kind of injected fault: the value it sends given the level's tops, or undefined to skip. */
interface Fault {
  label: string;
  value: (tops: Tops) => number | undefined;
}

const timesVenueTop =
  (times: number): Fault['value'] =>
  ({ venue }) =>
    venue > 0 ? venue * times : undefined;

/** The faults injected by default: a misread digit or two, and the incident's 900,000. */
const FAULTS: readonly Fault[] = [
  { label: "2× the venue's top", value: timesVenueTop(2) },
  { label: "3× the venue's top", value: timesVenueTop(3) },
  { label: "10× the venue's top", value: timesVenueTop(10) },
  { label: "100× the venue's top", value: timesVenueTop(100) },
  { label: "10× the chain's top", value: ({ chain }) => (chain > 0 ? chain * 10 : undefined) },
  { label: '900,000 on a level with a top', value: ({ venue }) => (venue > 0 ? 900_000 : undefined) },
  { label: "900,000 as a venue's first score", value: ({ venue }) => (venue === 0 ? 900_000 : undefined) },
];

export interface FaultFigures {
  label: string;
  /** Faults injected (only where the level had a top at the venue, and the fault was above it). */
  injected: number;
  held: number;
}

interface PlausibilityFigures {
  scores: number;
  /** Scores the rule would have held: all genuine, so all false holds. */
  held: number;
  /** Scores above the venue's top before them, including the first score of a level. */
  newTops: number;
  /** Of those, the first score of a level at its venue (nothing to beat). */
  firstScores: number;
  /** New tops the rule would have held. */
  newTopsHeld: number;
  /** Of the held new tops, how many were at a venue level with fewer than BESTS_KEPT players. */
  heldOnThinLevels: number;
  /** The largest genuine new top ÷ the top it beat (the first score of a level left out). */
  largestJump: number;
  /** The nearest a genuine new top came to its bound: the largest score ÷ bound (held above 1). */
  closestCall: number;
  /** The median of bound ÷ top over the scores judged (a level with a top and a finite bound). */
  medianHeadroom: number;
  faults: FaultFigures[];
}

interface BacktestOptions {
  rule?: PlausibilityRule;
  faults?: readonly Fault[];
  /** Inject the faults beside every this-many-th score. */
  sampleEvery?: number;
}

/** One source's best scores: one per player, the highest BESTS_KEPT, highest first. */
class Bests {
  readonly players: number[] = [];
  readonly scores: number[] = [];
  add(playerId: number, score: number): void {
    const at = this.players.indexOf(playerId);
    if (at >= 0) {
      if (score <= (this.scores[at] as number)) return;
      this.players.splice(at, 1);
      this.scores.splice(at, 1);
    }
    let i = 0;
    while (i < this.scores.length && (this.scores[i] as number) >= score) i++;
    if (i >= BESTS_KEPT) return;
    this.players.splice(i, 0, playerId);
    this.scores.splice(i, 0, score);
    if (this.scores.length > BESTS_KEPT) {
      this.players.pop();
      this.scores.pop();
    }
  }

  get top(): number {
    return this.scores[0] ?? 0;
  }
}

const key = (gameId: number, level: number) => gameId * 16 + level;
const NONE = new Bests();

function lookup(map: Map<number, Bests>, k: number): Bests {
  let found = map.get(k);
  if (!found) {
    found = new Bests();
    map.set(k, found);
  }
  return found;
}

/** Replays `scores` (oldest first) and reports the rule's false holds and the faults it catches. */
export function backtestPlausibility(
  scores: Iterable<BacktestScore>,
  { rule = RULE, faults = FAULTS, sampleEvery = 50 }: BacktestOptions = {},
): PlausibilityFigures {
  /** Per venue, per game and level. */
  const venues = new Map<number, Map<number, Bests>>();
  /** Per game and level, chain-wide. */
  const chain = new Map<number, Bests>();
  const figures: PlausibilityFigures = {
    scores: 0,
    held: 0,
    newTops: 0,
    firstScores: 0,
    newTopsHeld: 0,
    heldOnThinLevels: 0,
    largestJump: 0,
    closestCall: 0,
    medianHeadroom: 0,
    faults: faults.map((f) => ({ label: f.label, injected: 0, held: 0 })),
  };
  const headroom: number[] = [];

  for (const s of scores) {
    const k = key(s.gameId, s.level);
    let venue = venues.get(s.locationId);
    if (!venue) {
      venue = new Map();
      venues.set(s.locationId, venue);
    }
    const atVenue = lookup(venue, k);
    const chainWide = lookup(chain, k);
    const evidence: LevelEvidence = { venueBests: atVenue.scores, chainBests: chainWide.scores };
    // The neighbours count only for a level nobody has played anywhere yet: read them only then.
    if (chainWide.scores.length === 0)
      evidence.neighbours = neighbours(chain, s.gameId, s.level, rule.neighbourReach);
    const kept = { top: atVenue.top, bound: levelBound(evidence, rule) };
    const verdict = plausibility(s.score, kept, rule);

    figures.scores++;
    if (verdict.held) figures.held++;
    if (s.score > kept.top) {
      figures.newTops++;
      if (kept.top === 0) figures.firstScores++;
      else figures.largestJump = Math.max(figures.largestJump, s.score / kept.top);
      if (Number.isFinite(verdict.bound))
        figures.closestCall = Math.max(figures.closestCall, s.score / verdict.bound);
      if (verdict.held) {
        figures.newTopsHeld++;
        if (atVenue.scores.length < BESTS_KEPT) figures.heldOnThinLevels++;
      }
    }
    if (kept.top > 0 && Number.isFinite(verdict.bound)) headroom.push(verdict.bound / kept.top);
    if (figures.scores % sampleEvery === 0) {
      faults.forEach((fault, i) => {
        const value = fault.value({ venue: kept.top, chain: chainWide.top });
        if (value === undefined || value <= kept.top) return;
        const tally = figures.faults[i] as FaultFigures;
        tally.injected++;
        if (plausibility(value, kept, rule).held) tally.held++;
      });
    }
    // Replayed as released: every score of the history is genuine.
    atVenue.add(s.playerId, s.score);
    chainWide.add(s.playerId, s.score);
  }
  headroom.sort((a, b) => a - b);
  figures.medianHeadroom = headroom[Math.floor(headroom.length / 2)] ?? 0;
  return figures;
}

/** The chain-wide bests of the game's levels up to `reach` away from `level`. */
function neighbours(chain: ReadonlyMap<number, Bests>, gameId: number, level: number, reach: number) {
  const found: Array<{ distance: number; chainBests: readonly number[] }> = [];
  for (let d = 1; d <= reach; d++) {
    for (const l of [level - d, level + d]) {
      const bests = l >= 0 ? (chain.get(key(gameId, l)) ?? NONE) : NONE;
      if (bests.scores.length > 0) found.push({ distance: d, chainBests: bests.scores });
    }
  }
  return found;
}
