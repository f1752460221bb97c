import { describe, expect, it } from 'vitest';
import { backtestPlausibility, type FaultFigures } from '../../src/domain/plausibility-backtest';
import type { BacktestScore } from '../../src/domain/play-next-backtest';
import { seededScoreHistory } from '../../src/server/jobs/seed/scored-history';

const byLabel = (faults: FaultFigures[]) =>
  Object.fromEntries(faults.map((f) => [f.label, [f.held, f.injected]]));

describe('the plausibility backtest', () => {
  it('counts the genuine new tops the rule would have held, and the faults it catches', () => {
    const score = (playerId: number, level: number, value: number) =>
      ({ playerId, locationId: 1, gameId: 1, level, score: value }) satisfies BacktestScore;
    const figures = backtestPlausibility(
      [
        // L1's first score: nothing to go by, never held.
        score(1, 0, 100),
        // One score behind the top: up to 8 × 100.
        score(2, 0, 700),
        // Two: up to 5 × 700 = 3,500; a genuine 5,000 is held (a false hold).
        score(3, 0, 5000),
        // Below the top: never held. The bound is now 4 × 5,000.
        score(1, 0, 600),
        // L2, never played: its neighbour's fence, 20,000, times 3; a genuine 70,000 is held.
        score(4, 1, 70_000),
      ],
      { sampleEvery: 1 },
    );
    expect(figures).toMatchObject({
      scores: 5,
      held: 2,
      newTops: 4,
      firstScores: 2,
      newTopsHeld: 2,
      heldOnThinLevels: 2,
      medianHeadroom: 5,
    });
    expect(figures.largestJump).toBeCloseTo(5000 / 700);
    expect(figures.closestCall).toBeCloseTo(5000 / 3500);
    // Injected beside every score: three with a top at the venue, two first scores.
    expect(byLabel(figures.faults)).toEqual({
      "2× the venue's top": [0, 3],
      "3× the venue's top": [0, 3],
      "10× the venue's top": [3, 3],
      "100× the venue's top": [3, 3],
      "10× the chain's top": [3, 3],
      '900,000 on a level with a top': [3, 3],
      // L1's first score had nothing to go by; L2's had its neighbour.
      "900,000 as a venue's first score": [1, 2],
    });
  });

  it('holds no genuine new top on a small chain it was not tuned on, and every 10× fault', () => {
    const history = seededScoreHistory({
      seed: 7,
      players: 300,
      locations: 6,
      days: 8,
      now: new Date('2026-11-20T12:00:00Z'),
      clock: { timeZone: 'Europe/London', rolloverHour: 4 },
    });
    const figures = backtestPlausibility(history.scores, { sampleEvery: 10 });
    expect(figures.newTops).toBeGreaterThan(5000);
    // docs/plausibility.md: under 0.1% of genuine new tops held (none on either demo-sized chain).
    expect(figures.newTopsHeld / figures.newTops).toBeLessThan(0.001);
    expect(figures.held).toBe(figures.newTopsHeld);
    const faults = byLabel(figures.faults);
    for (const label of ["10× the chain's top", "100× the venue's top", '900,000 on a level with a top']) {
      const [held, injected] = faults[label] ?? [];
      expect(injected, label).toBeGreaterThan(1000);
      expect(held, label).toBe(injected);
    }
    // Ten times a venue's top is let through only where that top was well below the chain's (a weak
    // venue on a level others play well, where such a score is no surprise): 20 of 6,312 here.
    const [held = 0, injected = 0] = faults["10× the venue's top"] ?? [];
    expect(held / injected).toBeGreaterThan(0.995);
  });
});
