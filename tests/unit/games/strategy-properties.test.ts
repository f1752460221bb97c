import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  inGrid,
  type Point,
  STRATEGY_LEVEL_DATA,
  STRATEGY_LIVES,
  STRATEGY_WAVE_TIME_MS,
  type StrategyAction,
  type StrategyLevel,
  type StrategyState,
  samePoint,
  update,
} from '../../../src/games/strategy';

// Moves dominate, as in play; ticks are long enough for dynamic pieces to move many times.
const action: fc.Arbitrary<StrategyAction> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .constantFrom('up', 'down', 'left', 'right')
      .map((direction) => ({ type: 'move', direction }) as const),
  },
  {
    weight: 6,
    arbitrary: fc.integer({ min: 1, max: 4000 }).map((elapsedMs) => ({ type: 'tick', elapsedMs }) as const),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'tick', elapsedMs: 30_000 } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'resetWave' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'resetGame' } as const) },
);
const levelArb = fc.constantFrom(...STRATEGY_LEVEL_DATA);
const game = fc.record({
  level: levelArb,
  seed: fc.integer(),
  actions: fc.array(action, { maxLength: 120 }),
});

function states(level: StrategyLevel, seed: number, actions: readonly StrategyAction[]): StrategyState[] {
  let state = createGame(level, { seed });
  const all = [state];
  for (const a of actions) {
    state = update(state, a);
    all.push(state);
  }
  return all;
}

// The line a piece of the current wave started on, which a dynamic piece must keep to.
function onItsLine(
  state: StrategyState,
  kind: 'targets' | 'reds',
  piece: StrategyState['targets'][number],
): boolean {
  const specs = state.level[kind][state.wave - 1] ?? [];
  const spec: Point | undefined =
    kind === 'targets' ? specs.find((s) => 'id' in s && s.id === piece.id) : specs[piece.id];
  if (!spec) return false;
  return piece.axis === 'horizontal' ? piece.y === spec.y : piece.x === spec.x;
}

describe('strategy game properties', () => {
  it('is deterministic: the same level, seed and actions give identical states', () => {
    fc.assert(
      fc.property(game, ({ level, seed, actions }) => {
        expect(states(level, seed, actions)).toEqual(states(level, seed, actions));
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the player and every piece on the floor, pieces on their lines and off guns and each other', () => {
    fc.assert(
      fc.property(game, ({ level, seed, actions }) => {
        for (const s of states(level, seed, actions)) {
          expect(inGrid(s.player)).toBe(true);
          const pieces = [...s.targets, ...s.reds];
          for (const p of pieces) expect(inGrid(p)).toBe(true);
          const squares = new Set(pieces.map((p) => `${p.x},${p.y}`));
          expect(squares.size).toBe(pieces.length);
          for (const t of s.targets) expect(onItsLine(s, 'targets', t)).toBe(true);
          for (const r of s.reds) expect(onItsLine(s, 'reds', r)).toBe(true);
          for (const p of pieces.filter((q) => q.isDynamic)) {
            expect(s.guns.some((g) => samePoint(g, p))).toBe(false);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never moves a dynamic piece onto the player; the player only meets a red by stepping on it', () => {
    fc.assert(
      fc.property(game, ({ level, seed, actions }) => {
        const all = states(level, seed, actions);
        actions.forEach((a, i) => {
          const [before, after] = [all[i], all[i + 1]];
          if (!before || !after || a.type !== 'tick' || after.events.length > 0 || after.status !== 'playing')
            return;
          const moved = [
            ...after.targets.filter((t, k) => !samePoint(t, before.targets[k] ?? t)),
            ...after.reds.filter((r, k) => !samePoint(r, before.reds[k] ?? r)),
          ];
          for (const p of moved) expect(samePoint(p, after.player)).toBe(false);
          expect(after.lives).toBe(before.lives);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('never changes the state it is given', () => {
    fc.assert(
      fc.property(game, ({ level, seed, actions }) => {
        const all = states(level, seed, actions);
        actions.forEach((a, i) => {
          const before = all[i];
          if (!before) return;
          const snapshot = JSON.stringify(before);
          update(before, a);
          expect(JSON.stringify(before)).toBe(snapshot);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('keeps lives within 0..5 and the countdown within 0..90 s; zero lives is exactly the lost state', () => {
    fc.assert(
      fc.property(game, ({ level, seed, actions }) => {
        for (const s of states(level, seed, actions)) {
          expect(s.lives).toBeGreaterThanOrEqual(0);
          expect(s.lives).toBeLessThanOrEqual(STRATEGY_LIVES);
          expect(s.remainingMs).toBeGreaterThanOrEqual(0);
          expect(s.remainingMs).toBeLessThanOrEqual(STRATEGY_WAVE_TIME_MS);
          expect(s.status === 'lost').toBe(s.lives === 0);
        }
      }),
      { numRuns: 60 },
    );
  });

  // At most 30 x 3000 ms: one countdown, since time left over after a time-out is dropped.
  it('gives the same game for one long tick as for the same time cut into pieces', () => {
    fc.assert(
      fc.property(
        levelArb,
        fc.integer(),
        fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 30 }),
        (level, seed, cuts) => {
          const total = cuts.reduce((sum, c) => sum + c, 0);
          const pieces = cuts.reduce(
            (s, elapsedMs) => update(s, { type: 'tick', elapsedMs }),
            createGame(level, { seed }),
          );
          const whole = update(createGame(level, { seed }), { type: 'tick', elapsedMs: total });
          expect({ ...pieces, events: [] }).toEqual({ ...whole, events: [] });
        },
      ),
      { numRuns: 60 },
    );
  });
});
