import {
  CALIBRATION,
  type Calibration,
  nextInLine,
  PlayedLevels,
  type PlayNextLevel,
  type SuggestionKind,
  suggest,
} from './play-next';

/**
 * The backtest of "what to play next": replays a score history in time order and, before each
 * score, asks the model what one more attempt at that level would add, then compares it with the
 * gain the player really made (the score over their best before it). Pure, so the figures in
 * docs/play-next.md come from the same code the summary runs, and a test can pin them.
 *
 * The history holds the scores that set a new best (an attempt that did not is counted, not kept),
 * so the gain compared is the gain of the next new best on the level, not of an average attempt.
 */

/** A level of a venue, without anyone's scores. */
export type BacktestLevel = Omit<PlayNextLevel, 'highScore' | 'topScore'>;

/** One score of the history; the history is given oldest first. */
export interface BacktestScore {
  playerId: number;
  locationId: number;
  gameId: number;
  /** 0-based. */
  level: number;
  score: number;
}

/** How one kind of suggestion fared against what players then scored. */
export interface KindFigures {
  /** 'new-out-of-line': a never-played level whose level below was not played (no longer offered). */
  kind: SuggestionKind | 'new-out-of-line' | 'none';
  /** Scores the model had an estimate for (for 'none': scores on levels it would not suggest). */
  count: number;
  meanEstimate: number;
  meanGain: number;
  /** Σ gain / Σ estimate: 1 is calibrated; below 1 the model promises more than players made. */
  ratio: number;
  /** The median of |estimate − gain|. */
  medianError: number;
}

const key = (gameId: number, level: number) => gameId * 16 + level;

class Tally {
  readonly estimates: number[] = [];
  readonly gains: number[] = [];

  add(estimate: number, gain: number): void {
    this.estimates.push(estimate);
    this.gains.push(gain);
  }

  figures(kind: KindFigures['kind']): KindFigures {
    const count = this.gains.length;
    const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
    const errors = this.gains.map((g, i) => Math.abs((this.estimates[i] ?? 0) - g)).sort((a, b) => a - b);
    return {
      kind,
      count,
      meanEstimate: count ? sum(this.estimates) / count : 0,
      meanGain: count ? sum(this.gains) / count : 0,
      ratio: sum(this.estimates) > 0 ? sum(this.gains) / sum(this.estimates) : 0,
      medianError: errors[Math.floor(errors.length / 2)] ?? 0,
    };
  }
}

/**
 * Replays `scores` (oldest first) over the venues' `levels` and reports, per kind of suggestion,
 * the model's estimate against the gain each score really made.
 */
export function backtestPlayNext(
  levels: ReadonlyMap<number, readonly BacktestLevel[]>,
  scores: Iterable<BacktestScore>,
  calibration: Calibration = CALIBRATION,
): KindFigures[] {
  const catalog = new Map<number, Map<number, BacktestLevel>>();
  for (const [locationId, list] of levels) {
    catalog.set(locationId, new Map(list.map((l) => [key(l.gameId, l.levelId), l])));
  }
  /** Per venue, each level's top so far. */
  const tops = new Map<number, Map<number, number>>();
  /** Per player and venue, each level's best so far. */
  const bests = new Map<string, Map<number, number>>();
  const tallies = {
    crown: new Tally(),
    'below-par': new Tally(),
    improve: new Tally(),
    new: new Tally(),
    'new-out-of-line': new Tally(),
    none: new Tally(),
  };

  for (const s of scores) {
    const venue = catalog.get(s.locationId);
    const target = venue?.get(key(s.gameId, s.level));
    if (!venue || !target) continue;
    const venueTops = tops.get(s.locationId) ?? new Map<number, number>();
    tops.set(s.locationId, venueTops);
    const own = bests.get(`${s.playerId}|${s.locationId}`) ?? new Map<number, number>();
    bests.set(`${s.playerId}|${s.locationId}`, own);

    const k = key(s.gameId, s.level);
    const before = own.get(k) ?? 0;
    const gain = Math.max(0, s.score - before);
    // What the summary would have said just before this score: the player's levels as they stood.
    const played: PlayNextLevel[] = [];
    for (const [levelKey, best] of own) {
      const level = venue.get(levelKey);
      if (level && levelKey !== k)
        played.push({ ...level, highScore: best, topScore: venueTops.get(levelKey) ?? 0 });
    }
    const index = new PlayedLevels(played);
    const level = { ...target, highScore: before, topScore: venueTops.get(k) ?? 0 };
    const suggestion = suggest(level, index, calibration);
    const kind =
      suggestion?.kind === 'new' && !nextInLine(level, index) ? 'new-out-of-line' : suggestion?.kind;
    if (suggestion && kind) tallies[kind].add(suggestion.expectedGain, gain);
    else tallies.none.add(0, gain);

    if (s.score > before) own.set(k, s.score);
    if (s.score > (venueTops.get(k) ?? 0)) venueTops.set(k, s.score);
  }
  return (['crown', 'below-par', 'improve', 'new', 'new-out-of-line', 'none'] as const).map((kind) =>
    tallies[kind].figures(kind),
  );
}
