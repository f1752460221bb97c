import { describe, expect, it } from 'vitest';
import {
  announce,
  createGame,
  describePosition,
  directionTo,
  floorSquares,
  type StrategyEvent,
  type StrategyLevel,
  squareAt,
  squareLabel,
  strategyLevel,
  update,
} from '../../../src/games/strategy';
import { directionOfKey } from '../../../src/islands/arcade/strategy/direction-keys';

function level(n: number): StrategyLevel {
  const found = strategyLevel(n);
  if (!found) throw new Error(`no level ${n}`);
  return found;
}

describe('strategy announcements', () => {
  const game = createGame(level(3));
  const say = (...events: StrategyEvent[]) => announce(events, game);

  it('say nothing for a plain move', () => {
    expect(say({ type: 'moved', from: { x: 0, y: 11 }, to: { x: 0, y: 10 }, direction: 'up' })).toBeNull();
    expect(say()).toBeNull();
  });

  it('say hits, misses, reds and time-outs with the lives left', () => {
    expect(say({ type: 'targetHit', targetId: 1, at: { x: 1, y: 1 } })).toEqual({
      text: 'Target hit',
      tone: 'good',
    });
    expect(say({ type: 'shot', gun: { x: 1, y: 5 }, direction: 'up', path: [], targetId: null })).toEqual({
      text: 'Missed',
      tone: 'info',
    });
    expect(say({ type: 'redHit', at: { x: 3, y: 9 }, livesLeft: 3 })).toEqual({
      text: 'Red tile! Lives left: 3',
      tone: 'bad',
    });
    expect(say({ type: 'timeOut', livesLeft: 2 })?.text).toBe("Time's up! Lives left: 2");
  });

  it('join the events of one action in order, taking the gravest tone', () => {
    expect(
      say(
        { type: 'targetHit', targetId: 1, at: { x: 1, y: 1 } },
        { type: 'waveCleared', wave: 1 },
        { type: 'waveStarted', wave: 2 },
      ),
    ).toEqual({ text: 'Target hit. Wave 2 of 3', tone: 'good' });
    expect(say({ type: 'redHit', at: { x: 3, y: 9 }, livesLeft: 0 }, { type: 'lost' })).toEqual({
      text: 'Red tile! No lives left. Game over',
      tone: 'bad',
    });
    expect(say({ type: 'won' })?.text).toBe('Congratulations! Every wave cleared');
  });
});

describe('strategy squares', () => {
  it('draw every square once, row by row, with the player, guns, targets and start', () => {
    const game = createGame(level(1));
    const squares = floorSquares(game);
    expect(squares).toHaveLength(144);
    expect(squares[13]).toMatchObject({ x: 1, y: 1 });
    expect(squares.filter((s) => s.kind === 'gun')).toHaveLength(3);
    expect(squares.filter((s) => s.kind === 'target')).toHaveLength(2);
    expect(squares.filter((s) => s.isPlayer)).toEqual([
      { x: 5, y: 11, kind: 'start', piece: null, isPlayer: true },
    ]);
  });

  it('name squares for screen readers, counting from 1, moving pieces included', () => {
    const game = createGame(level(3));
    expect(squareLabel(squareAt(game, { x: 1, y: 5 }))).toBe('Column 2, row 6: gun');
    expect(squareLabel(squareAt(game, game.start))).toBe('Column 1, row 12: you, on start square');
    const mover = game.targets.find((t) => t.isDynamic);
    expect(mover && squareLabel(squareAt(game, mover))).toMatch(/^Column \d+, row \d+: moving blue target$/);
    expect(squareLabel(squareAt(game, { x: 3, y: 9 }))).toBe('Column 4, row 10: red tile');
  });

  it('know which square is a step away', () => {
    const game = createGame(level(1));
    expect(directionTo(game, { x: 5, y: 10 })).toBe('up');
    expect(directionTo(game, { x: 4, y: 11 })).toBe('left');
    expect(directionTo(game, { x: 4, y: 10 })).toBeNull();
    expect(directionTo(game, game.player)).toBeNull();
  });

  it("describe the player's surroundings, edges included", () => {
    const game = update(createGame(level(1)), { type: 'move', direction: 'left' });
    expect(describePosition(game)).toBe(
      'You are on column 5, row 12. Up: empty. Down: edge of the floor. Left: empty. Right: start square.',
    );
  });
});

describe('strategy keys', () => {
  const press = (
    key: string,
    code = '',
    mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
  ) => directionOfKey({ key, code, altKey: false, ctrlKey: false, metaKey: false, ...mods });

  it('take the arrows, and W A S D by their place on the keyboard', () => {
    expect(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].map((k) => press(k))).toEqual([
      'up',
      'down',
      'left',
      'right',
    ]);
    expect(press('w', 'KeyW')).toBe('up');
    // AZERTY: the key in W's place types 'z'; the 'w' key sits elsewhere.
    expect(press('z', 'KeyW')).toBe('up');
    expect(press('w', 'KeyZ')).toBeNull();
    expect(press('D')).toBe('right');
  });

  it('leave shortcuts with Ctrl, Alt or Meta, and other keys, alone', () => {
    expect(press('ArrowLeft', 'ArrowLeft', { altKey: true })).toBeNull();
    expect(press('s', 'KeyS', { ctrlKey: true })).toBeNull();
    expect(press('Enter', 'Enter')).toBeNull();
  });
});
