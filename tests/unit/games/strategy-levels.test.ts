import { describe, expect, it } from 'vitest';
import { STRATEGY_LEVELS } from '../../../src/domain/constants';
import {
  createGame,
  playSolution,
  STRATEGY_LEVEL_DATA,
  type StrategyLevel,
  strategyLevel,
  update,
  validateLevel,
} from '../../../src/games/strategy';

function level(n: number): StrategyLevel {
  const found = strategyLevel(n);
  if (!found) throw new Error(`level ${n} is missing`);
  return found;
}

const targetCount = (l: StrategyLevel) => l.targets.reduce((sum, wave) => sum + wave.length, 0);
const dynamicTargets = (l: StrategyLevel) => l.targets.flat().filter((t) => t.isDynamic).length;
const dynamicReds = (l: StrategyLevel) => l.reds.flat().filter((r) => r.isDynamic === true).length;

describe('strategy levels', () => {
  it('exist for exactly levels 1 to 6 and 10; any other level is not found', () => {
    expect(STRATEGY_LEVEL_DATA.map((l) => l.level)).toEqual([...STRATEGY_LEVELS]);
    for (const n of STRATEGY_LEVELS) expect(strategyLevel(n)?.level).toBe(n);
    for (const n of [0, 7, 8, 9, 11, -1, 1.5, Number.NaN]) expect(strategyLevel(n)).toBeUndefined();
  });

  it.each([...STRATEGY_LEVELS])('level %i validates with no problems', (n) => {
    expect(validateLevel(level(n))).toEqual([]);
  });

  it.each([...STRATEGY_LEVELS])('level %i is won by following its solutions, whatever the seed', (n) => {
    for (const seed of [1, 7, 2026]) {
      const { state } = playSolution(level(n), { seed });
      expect(state.status).toBe('won');
      expect(state.wave).toBe(state.waveCount);
      expect(state.lives).toBe(5);
      expect(state.events.at(-1)).toEqual({ type: 'won' });
    }
  });

  it('are won at a slow and at a quick walking pace too', () => {
    for (const l of STRATEGY_LEVEL_DATA) {
      for (const msPerMove of [100, 600])
        expect(playSolution(l, { seed: 3, msPerMove }).state.status).toBe('won');
    }
  });

  it('does not win a level whose solution misses', () => {
    const broken: StrategyLevel = {
      ...level(1),
      solutions: [[{ x: 2, y: 9, order: 1, direction: 'down' }], level(1).solutions[1] ?? []],
    };
    const { state } = playSolution(broken);
    expect(state.status).toBe('playing');
    expect(state.wave).toBe(1);
    expect(state.targets).toHaveLength(2);
  });

  it("replaying a solution's actions gives the same game", () => {
    const { state, actions } = playSolution(level(10), { seed: 5 });
    const replayed = actions.reduce(update, createGame(level(10), { seed: 5 }));
    expect(replayed).toEqual(state);
  });

  it('get harder: more waves and targets, moving pieces later on, quicker speeds', () => {
    const levels = STRATEGY_LEVEL_DATA;
    for (const [i, after] of levels.entries()) {
      const before = levels[i - 1];
      if (!before) continue;
      expect(after.targets.length).toBeGreaterThanOrEqual(before.targets.length);
      expect(targetCount(after)).toBeGreaterThan(targetCount(before));
      expect(after.config.targetSpeed).toBeLessThanOrEqual(before.config.targetSpeed);
      expect(after.config.redSpeed).toBeLessThanOrEqual(before.config.redSpeed);
      expect(dynamicTargets(after)).toBeGreaterThanOrEqual(dynamicTargets(before));
      expect(dynamicReds(after)).toBeGreaterThanOrEqual(dynamicReds(before));
    }
    expect(dynamicTargets(level(2))).toBe(0);
    expect(dynamicTargets(level(3))).toBeGreaterThan(0);
    expect(dynamicReds(level(4))).toBe(0);
    expect(dynamicReds(level(5))).toBeGreaterThan(0);
  });
});

describe('validateLevel', () => {
  const good: StrategyLevel = {
    level: 1,
    start: { x: 0, y: 11 },
    guns: [{ x: 2, y: 9 }],
    targets: [[{ id: 1, x: 2, y: 2, isDynamic: false }]],
    reds: [[]],
    solutions: [[{ x: 2, y: 9, order: 1, direction: 'up' }]],
    config: { redSpeed: 1000, targetSpeed: 1000 },
  };

  const problemsOf = (changes: Partial<StrategyLevel>) => validateLevel({ ...good, ...changes });

  it('accepts a small correct level', () => {
    expect(validateLevel(good)).toEqual([]);
  });

  it('reports tiles off the floor', () => {
    expect(problemsOf({ guns: [{ x: 12, y: 3 }] }).join()).toMatch(/gun \(12, 3\) is off the floor/);
    expect(problemsOf({ targets: [[{ id: 1, x: 2, y: -1, isDynamic: false }]] }).join()).toMatch(
      /off the floor/,
    );
    expect(problemsOf({ start: { x: 0, y: 12 } }).join()).toMatch(/start .* off the floor/);
  });

  it('reports overlapping tiles', () => {
    expect(problemsOf({ reds: [[{ x: 2, y: 2 }]] }).join()).toMatch(/red 1 \(2, 2\) overlaps target 1/);
    expect(problemsOf({ reds: [[{ x: 2, y: 9 }]] }).join()).toMatch(/overlaps a gun/);
    expect(
      problemsOf({
        guns: [
          { x: 2, y: 9 },
          { x: 2, y: 9 },
        ],
      }).join(),
    ).toMatch(/two guns share/);
  });

  it('reports a wave without targets and wave lists of different lengths', () => {
    expect(problemsOf({ targets: [[]] }).join()).toMatch(/wave 1 has no targets/);
    expect(problemsOf({ targets: [] }).join()).toMatch(/no waves/);
    expect(problemsOf({ reds: [] }).join()).toMatch(/0 red lists for 1 waves/);
  });

  it('reports a gun walled in by reds', () => {
    const walled = problemsOf({
      guns: [
        { x: 2, y: 9 },
        { x: 9, y: 5 },
      ],
      reds: [
        [
          { x: 9, y: 4 },
          { x: 9, y: 6 },
          { x: 8, y: 5 },
          { x: 10, y: 5 },
        ],
      ],
    });
    expect(walled.join()).toMatch(/gun \(9, 5\) can never be reached/);
  });

  it('reports solutions that do not clear the wave', () => {
    expect(problemsOf({ solutions: [[{ x: 2, y: 9, order: 1, direction: 'down' }]] }).join()).toMatch(
      /hits nothing.*leaves target\(s\) 1/,
    );
    expect(problemsOf({ solutions: [[{ x: 3, y: 9, order: 1, direction: 'up' }]] }).join()).toMatch(
      /is not a gun/,
    );
    expect(problemsOf({ solutions: [[{ x: 2, y: 9, order: 2, direction: 'up' }]] }).join()).toMatch(/orders/);
  });

  it('reports a dynamic target shot across its patrol, which could dodge the shot', () => {
    const dodging = problemsOf({ targets: [[{ id: 1, x: 2, y: 2, isDynamic: true, axis: 'horizontal' }]] });
    expect(dodging.join()).toMatch(/shoots across dynamic target 1/);
    const along = problemsOf({ targets: [[{ id: 1, x: 2, y: 2, isDynamic: true, axis: 'vertical' }]] });
    expect(along).toEqual([]);
  });

  it('reports a dynamic target that can wander into another shot', () => {
    const crossing = problemsOf({
      guns: [
        { x: 2, y: 9 },
        { x: 5, y: 9 },
      ],
      targets: [
        [
          { id: 1, x: 2, y: 2, isDynamic: false },
          { id: 2, x: 5, y: 4, isDynamic: true, axis: 'horizontal' },
        ],
      ],
      solutions: [
        [
          { x: 2, y: 9, order: 1, direction: 'up' },
          { x: 5, y: 9, order: 2, direction: 'up' },
        ],
      ],
    });
    expect(crossing.join()).toMatch(/shoots across dynamic target 2/);
    expect(crossing.join()).toMatch(/step 1: dynamic target 2 can get in the shot's way/);
  });
});
