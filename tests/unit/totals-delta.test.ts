import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalStars } from '../../src/domain/stars';
import { type LevelState, levelAfter, totalsDeltas } from '../../src/domain/totals-delta';

const state = fc.record({
  highScore: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  times: fc.integer({ min: 0, max: 4 }),
  top: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  yearBest: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
});

/** A player's figures summed from scratch over their levels, as the full recomputation does. */
function figures(levels: Array<{ level: number; s: LevelState }>) {
  const played = levels.filter(({ s }) => (s.highScore ?? 0) > 0);
  return {
    total: levels.reduce((sum, { s }) => sum + (s.highScore ?? 0), 0),
    levelsPlayed: played.length,
    topScores: played.filter(({ s }) => s.highScore === s.top).length,
    stars: totalStars(levels.map(({ level, s }) => ({ times: s.times, levelId: level }))),
    yearly: levels.reduce((sum, { s }) => sum + (s.yearBest ?? 0), 0),
  };
}

describe('totals deltas', () => {
  it('add up to the difference of the figures summed from scratch before and after', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), state, state), { maxLength: 8 }),
        (levels) => {
          const changes = levels.map(([level, before, after]) => ({
            playerId: 1,
            locationId: 1,
            level,
            visible: true,
            before,
            after,
          }));
          const [delta] = totalsDeltas(changes);
          const was = figures(levels.map(([level, s]) => ({ level, s })));
          const now = figures(levels.map(([level, , s]) => ({ level, s })));
          const expected = {
            total: now.total - was.total,
            levelsPlayed: now.levelsPlayed - was.levelsPlayed,
            topScores: now.topScores - was.topScores,
            stars: now.stars - was.stars,
            yearly: now.yearly - was.yearly,
          };
          if (levels.length === 0) expect(delta).toBeUndefined();
          else expect(delta).toEqual({ playerId: 1, locationId: 1, ...expected });
        },
      ),
    );
  });

  it('leave out the hidden room, and keep players and venues apart', () => {
    const before: LevelState = { highScore: null, times: 0, top: null, yearBest: null };
    const after = levelAfter(before, { best: 300, plays: 2, yearBest: 300 }, 300);
    expect(after).toEqual({ highScore: 300, times: 2, top: 300, yearBest: 300 });
    const deltas = totalsDeltas([
      { playerId: 1, locationId: 1, level: 0, visible: true, before, after },
      { playerId: 1, locationId: 2, level: 0, visible: true, before, after },
      { playerId: 1, locationId: 1, level: 3, visible: false, before, after },
    ]);
    expect(deltas).toEqual([
      { playerId: 1, locationId: 1, total: 300, levelsPlayed: 1, topScores: 1, stars: 11, yearly: 300 },
      { playerId: 1, locationId: 2, total: 300, levelsPlayed: 1, topScores: 1, stars: 11, yearly: 300 },
    ]);
  });

  it('keep the higher best and add plays; a batch from last year leaves the yearly best alone', () => {
    const before: LevelState = { highScore: 500, times: 3, top: 900, yearBest: 200 };
    expect(levelAfter(before, { best: 400, plays: 2, yearBest: null }, 900)).toEqual({
      highScore: 500,
      times: 5,
      top: 900,
      yearBest: 200,
    });
  });
});
