import { describe, expect, it } from 'vitest';
import {
  createGame,
  type Direction,
  STRATEGY_LIVES,
  STRATEGY_WAVE_TIME_MS,
  type StrategyAction,
  type StrategyLevel,
  type StrategyState,
  update,
  validateLevel,
} from '../../../src/games/strategy';

// A small level to play by hand: start in the bottom-left corner, a red just to its right.
// Wave 1: guns at (2,9) and (5,9) shoot up at targets 1 and 2. Wave 2: the gun at (8,9) shoots target 3.
const LEVEL: StrategyLevel = {
  level: 1,
  start: { x: 0, y: 11 },
  guns: [
    { x: 2, y: 9 },
    { x: 5, y: 9 },
    { x: 8, y: 9 },
  ],
  targets: [
    [
      { id: 1, x: 2, y: 2, isDynamic: false },
      { id: 2, x: 5, y: 2, isDynamic: false },
    ],
    [{ id: 3, x: 8, y: 0, isDynamic: false }],
  ],
  reds: [[{ x: 1, y: 11 }], []],
  solutions: [
    [
      { x: 2, y: 9, order: 1, direction: 'up' },
      { x: 5, y: 9, order: 2, direction: 'up' },
    ],
    [{ x: 8, y: 9, order: 1, direction: 'up' }],
  ],
  config: { redSpeed: 1000, targetSpeed: 1000 },
};

const play = (state: StrategyState, ...actions: StrategyAction[]) => actions.reduce(update, state);
const moves = (state: StrategyState, ...directions: Direction[]) =>
  play(state, ...directions.map((direction): StrategyAction => ({ type: 'move', direction })));
const tick = (elapsedMs: number): StrategyAction => ({ type: 'tick', elapsedMs });

// From the start: up, right, right puts the player under the gun at (2,9); up fires it.
const fireFirstGun = (state: StrategyState) => moves(state, 'up', 'right', 'right', 'up');
// From the first gun, stepping onto (5,9) from the left would shoot right, so go round below:
// down to (2,10), right to (5,10), up onto (5,9).
const fireSecondGun = (state: StrategyState) => moves(state, 'down', 'right', 'right', 'right', 'up');

describe('strategy game: start', () => {
  it('is valid test data', () => {
    expect(validateLevel(LEVEL)).toEqual([]);
  });

  it('starts on wave 1 of 2 with 5 lives, a full 90 s countdown, every gun and the player on the start', () => {
    const state = createGame(LEVEL, { seed: 1 });
    expect(state).toMatchObject({
      gridSize: 12,
      status: 'playing',
      lives: STRATEGY_LIVES,
      wave: 1,
      waveCount: 2,
      remainingMs: STRATEGY_WAVE_TIME_MS,
      player: { x: 0, y: 11 },
      guns: LEVEL.guns,
    });
    expect(STRATEGY_LIVES).toBe(5);
    expect(STRATEGY_WAVE_TIME_MS).toBe(90_000);
    expect(state.targets.map((t) => t.id)).toEqual([1, 2]);
    expect(state.reds.map((r) => ({ x: r.x, y: r.y }))).toEqual([{ x: 1, y: 11 }]);
  });
});

describe('strategy game: moving and shooting', () => {
  it('moves the player one square per step and reports it', () => {
    const state = moves(createGame(LEVEL), 'up', 'up', 'right');
    expect(state.player).toEqual({ x: 1, y: 9 });
    expect(state.events).toEqual([
      { type: 'moved', from: { x: 0, y: 9 }, to: { x: 1, y: 9 }, direction: 'right' },
    ]);
  });

  it('keeps the player on the floor: a step off the edge only bumps', () => {
    const state = moves(createGame(LEVEL), 'left');
    expect(state.player).toEqual({ x: 0, y: 11 });
    expect(state.events).toEqual([{ type: 'bumped', at: { x: 0, y: 11 }, direction: 'left' }]);
    expect(moves(createGame(LEVEL), 'down').player).toEqual({ x: 0, y: 11 });
  });

  it('fires a gun stepped onto in the direction of the step, clearing the first target on its way', () => {
    const state = fireFirstGun(createGame(LEVEL));
    expect(state.player).toEqual({ x: 2, y: 9 });
    expect(state.guns).not.toContainEqual({ x: 2, y: 9 });
    expect(state.targets.map((t) => t.id)).toEqual([2]);
    const shot = state.events.find((e) => e.type === 'shot');
    expect(shot).toMatchObject({ gun: { x: 2, y: 9 }, direction: 'up', targetId: 1 });
    expect(shot?.type === 'shot' && shot.path.map((p) => p.y)).toEqual([8, 7, 6, 5, 4, 3, 2]);
    expect(state.events).toContainEqual({ type: 'targetHit', targetId: 1, at: { x: 2, y: 2 } });
  });

  it('uses up a gun that misses, and its shot runs to the edge of the floor', () => {
    // Stepping onto (2,9) from the left shoots right, along row 9, over the other guns.
    const state = moves(createGame(LEVEL), 'up', 'up', 'right', 'right');
    const shot = state.events.find((e) => e.type === 'shot');
    expect(shot).toMatchObject({ direction: 'right', targetId: null });
    expect(shot?.type === 'shot' && shot.path.at(-1)).toEqual({ x: 11, y: 9 });
    expect(state.guns).toHaveLength(2);
    expect(state.targets).toHaveLength(2);
  });

  it('does not fire a used gun again', () => {
    const fired = fireFirstGun(createGame(LEVEL));
    const again = moves(fired, 'down', 'up');
    expect(again.events.some((e) => e.type === 'shot')).toBe(false);
    expect(again.targets.map((t) => t.id)).toEqual([2]);
  });
});

describe('strategy game: waves', () => {
  it('advances when every target of the wave is hit: new targets, all guns back, player on the start, full time', () => {
    const state = fireSecondGun(fireFirstGun(play(createGame(LEVEL), tick(5000))));
    expect(state.wave).toBe(2);
    expect(state.targets.map((t) => t.id)).toEqual([3]);
    expect(state.guns).toEqual(LEVEL.guns);
    expect(state.player).toEqual(LEVEL.start);
    expect(state.remainingMs).toBe(STRATEGY_WAVE_TIME_MS);
    expect(state.reds).toEqual([]);
    expect(state.events.slice(-2)).toEqual([
      { type: 'waveCleared', wave: 1 },
      { type: 'waveStarted', wave: 2 },
    ]);
  });

  it("ends in 'won' (Congratulations) after the last wave, and ignores moves and ticks then", () => {
    const lastWave = fireSecondGun(fireFirstGun(createGame(LEVEL)));
    const won = moves(
      lastWave,
      'up',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'up',
    );
    expect(won.status).toBe('won');
    expect(won.events.slice(-2)).toEqual([{ type: 'waveCleared', wave: 2 }, { type: 'won' }]);
    const after = play(won, { type: 'move', direction: 'down' }, tick(100_000), { type: 'resetWave' });
    expect(after.status).toBe('won');
    expect(after.player).toEqual(won.player);
    expect(after.remainingMs).toBe(won.remainingMs);
    expect(after.events).toEqual([]);
  });
});

describe('strategy game: lives', () => {
  it('costs a life to step on a red, sending the player back to the start; cleared targets stay cleared', () => {
    const fired = play(fireFirstGun(createGame(LEVEL)), tick(3000));
    const hurt = moves(fired, 'down', 'left', 'down');
    expect(hurt.lives).toBe(STRATEGY_LIVES - 1);
    expect(hurt.player).toEqual(LEVEL.start);
    expect(hurt.events).toContainEqual({ type: 'redHit', at: { x: 1, y: 11 }, livesLeft: 4 });
    expect(hurt.targets.map((t) => t.id)).toEqual([2]);
    expect(hurt.guns).toEqual(fired.guns);
    expect(hurt.remainingMs).toBe(STRATEGY_WAVE_TIME_MS - 3000);
    expect(hurt.reds).toEqual(fired.reds);
  });

  it('costs a life when the countdown runs out, and restarts the wave with a fresh countdown', () => {
    const fired = fireFirstGun(createGame(LEVEL));
    const almost = play(fired, tick(STRATEGY_WAVE_TIME_MS - 1));
    expect(almost.lives).toBe(STRATEGY_LIVES);
    expect(almost.remainingMs).toBe(1);
    const timedOut = play(fired, tick(STRATEGY_WAVE_TIME_MS));
    expect(timedOut.lives).toBe(STRATEGY_LIVES - 1);
    expect(timedOut.events).toEqual([{ type: 'timeOut', livesLeft: 4 }]);
    expect(timedOut.remainingMs).toBe(STRATEGY_WAVE_TIME_MS);
    expect(timedOut.wave).toBe(1);
    expect(timedOut.targets.map((t) => t.id)).toEqual([1, 2]);
    expect(timedOut.guns).toEqual(LEVEL.guns);
    expect(timedOut.player).toEqual(LEVEL.start);
  });

  it('counts down the same in many small ticks as in one long one', () => {
    const small = play(createGame(LEVEL), ...Array.from({ length: 900 }, () => tick(100)));
    const long = play(createGame(LEVEL), tick(90_000));
    expect(small).toEqual(long);
  });

  it("ends in 'lost' at zero lives: moves, ticks and Reset Wave are ignored, Reset Game starts over", () => {
    let state = createGame(LEVEL);
    for (let i = 0; i < 4; i++) state = moves(state, 'right');
    expect(state.lives).toBe(1);
    state = play(state, tick(STRATEGY_WAVE_TIME_MS));
    expect(state.status).toBe('lost');
    expect(state.lives).toBe(0);
    expect(state.events).toEqual([{ type: 'timeOut', livesLeft: 0 }, { type: 'lost' }]);

    const ignored = play(state, { type: 'move', direction: 'up' }, tick(1000), { type: 'resetWave' });
    expect(ignored.status).toBe('lost');
    expect(ignored.player).toEqual(state.player);
    expect(ignored.events).toEqual([]);

    const again = play(state, { type: 'resetGame' });
    expect(again).toEqual({ ...createGame(LEVEL), events: [{ type: 'gameReset' }] });
    expect(again.status).toBe('playing');
    expect(again.lives).toBe(5);
  });

  it('loses the last life on a red as well, showing the player on it', () => {
    let state = createGame(LEVEL);
    for (let i = 0; i < 5; i++) state = moves(state, 'right');
    expect(state.status).toBe('lost');
    expect(state.player).toEqual({ x: 1, y: 11 });
    expect(state.events.at(-1)).toEqual({ type: 'lost' });
  });
});

describe('strategy game: resets', () => {
  it("Reset Wave restores the wave's targets, guns, player and timer, but not lives", () => {
    const hurt = moves(fireFirstGun(play(createGame(LEVEL), tick(20_000))), 'down', 'left', 'down');
    expect(hurt.lives).toBe(4);
    const reset = play(hurt, { type: 'resetWave' });
    expect(reset.lives).toBe(4);
    expect(reset.wave).toBe(1);
    expect(reset.targets.map((t) => t.id)).toEqual([1, 2]);
    expect(reset.guns).toEqual(LEVEL.guns);
    expect(reset.remainingMs).toBe(STRATEGY_WAVE_TIME_MS);
    expect(reset.player).toEqual(LEVEL.start);
    expect(reset.events).toEqual([{ type: 'waveReset', wave: 1 }]);
  });

  it('Reset Wave on a later wave stays on that wave', () => {
    const second = fireSecondGun(fireFirstGun(createGame(LEVEL)));
    const reset = play(moves(second, 'up'), { type: 'resetWave' });
    expect(reset.wave).toBe(2);
    expect(reset.player).toEqual(LEVEL.start);
  });

  it('Reset Game restores everything: wave 1, all lives, the full countdown', () => {
    const advanced = moves(
      play(fireSecondGun(fireFirstGun(createGame(LEVEL, { seed: 9 }))), tick(4000)),
      'right',
    );
    const reset = play(advanced, { type: 'resetGame' });
    expect(reset).toEqual({ ...createGame(LEVEL, { seed: 9 }), events: [{ type: 'gameReset' }] });
  });
});

describe('strategy game: dynamic pieces', () => {
  const DYNAMIC: StrategyLevel = {
    ...LEVEL,
    targets: [
      [{ id: 1, x: 2, y: 5, isDynamic: true, axis: 'vertical' }],
      [{ id: 2, x: 6, y: 4, isDynamic: true }],
    ],
    reds: [[{ x: 6, y: 6, isDynamic: true, axis: 'horizontal' }], []],
    solutions: [[{ x: 2, y: 9, order: 1, direction: 'up' }], [{ x: 8, y: 9, order: 1, direction: 'up' }]],
    config: { redSpeed: 700, targetSpeed: 500 },
  };

  it('move one square along their axis on their own timer', () => {
    const start = createGame(DYNAMIC, { seed: 4 });
    const before = play(start, tick(499));
    expect(before.targets[0]).toMatchObject({ x: 2, y: 5 });
    const afterTarget = play(start, tick(500));
    expect(afterTarget.targets[0]?.x).toBe(2);
    expect(Math.abs((afterTarget.targets[0]?.y ?? 0) - 5)).toBe(1);
    expect(afterTarget.reds[0]).toMatchObject({ x: 6, y: 6 });
    const afterRed = play(start, tick(700));
    expect(afterRed.reds[0]?.y).toBe(6);
    expect(Math.abs((afterRed.reds[0]?.x ?? 0) - 6)).toBe(1);
  });

  it('are hit by a shot along their patrol wherever they are on it', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const state = fireFirstGun(play(createGame(DYNAMIC, { seed }), tick(seed * 1234)));
      expect(state.wave).toBe(2);
    }
  });

  it('follow a pattern set by the seed', () => {
    const path = (seed: number) => {
      const seen: string[] = [];
      let state = createGame(DYNAMIC, { seed });
      for (let i = 0; i < 40; i++) {
        state = play(state, tick(500));
        seen.push(state.targets.map((t) => `${t.x},${t.y}`).join());
      }
      return seen.join(' ');
    };
    expect(path(11)).toBe(path(11));
    const distinct = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(path));
    expect(distinct.size).toBeGreaterThan(1);
  });
});
