import {
  STRATEGY_GRID_SIZE,
  STRATEGY_LIVES,
  STRATEGY_MIN_SPEED_MS,
  STRATEGY_WAVE_TIME_MS,
} from './constants';
import { initialPieces, movePieces, type PieceKind } from './dynamics';
import { type Direction, inGrid, type Point, samePoint, step } from './grid';
import { traceShot } from './shot';
import type { StrategyAction, StrategyEvent, StrategyLevel, StrategyState } from './types';

/** Options of a new game. */
interface CreateGameOptions {
  /** Drives the dynamic pieces: the same seed and actions always give the same game. */
  readonly seed?: number;
}

/** A new game of a level, on its first wave with full lives. Levels should pass `validateLevel`. */
export function createGame(level: StrategyLevel, options: CreateGameOptions = {}): StrategyState {
  const seed = options.seed ?? 1;
  const base = {
    level,
    seed,
    gridSize: STRATEGY_GRID_SIZE,
    status: 'playing' as const,
    lives: STRATEGY_LIVES,
    waveCount: level.targets.length,
    start: level.start,
    events: [],
  };
  return { ...base, ...waveStart(level, seed, 0) };
}

/** The game after one action; actions that do not apply (e.g. moves after the end) change nothing. */
export function update(state: StrategyState, action: StrategyAction): StrategyState {
  switch (action.type) {
    case 'move':
      return state.status === 'playing' ? move(state, action.direction) : quiet(state);
    case 'tick':
      return state.status === 'playing' && action.elapsedMs > 0 && Number.isFinite(action.elapsedMs)
        ? tick(state, action.elapsedMs)
        : quiet(state);
    case 'resetWave':
      return state.status === 'playing'
        ? {
            ...state,
            ...waveStart(state.level, state.seed, state.wave - 1),
            events: [{ type: 'waveReset', wave: state.wave }],
          }
        : quiet(state);
    case 'resetGame':
      return { ...createGame(state.level, { seed: state.seed }), events: [{ type: 'gameReset' }] };
  }
}

// Everything a wave (re)starts with: its pieces, all guns, the player on the start, a full countdown.
function waveStart(level: StrategyLevel, seed: number, waveIndex: number) {
  return {
    wave: waveIndex + 1,
    remainingMs: STRATEGY_WAVE_TIME_MS,
    player: level.start,
    guns: level.guns,
    targets: initialPieces(level.targets[waveIndex] ?? [], 'target', seed, waveIndex),
    reds: initialPieces(level.reds[waveIndex] ?? [], 'red', seed, waveIndex),
    targetClockMs: 0,
    redClockMs: 0,
    targetMoves: 0,
    redMoves: 0,
  };
}

function quiet(state: StrategyState): StrategyState {
  return state.events.length === 0 ? state : { ...state, events: [] };
}

function move(state: StrategyState, direction: Direction): StrategyState {
  const from = state.player;
  const to = step(from, direction);
  if (!inGrid(to)) return { ...state, events: [{ type: 'bumped', at: from, direction }] };
  const events: StrategyEvent[] = [{ type: 'moved', from, to, direction }];

  if (state.reds.some((r) => samePoint(r, to))) {
    // A red sends the player back to the wave's start; what was already cleared stays cleared.
    const lives = state.lives - 1;
    events.push({ type: 'redHit', at: to, livesLeft: lives });
    if (lives <= 0) {
      return { ...state, lives: 0, player: to, status: 'lost', events: [...events, { type: 'lost' }] };
    }
    return { ...state, lives, player: state.start, events };
  }

  if (!state.guns.some((g) => samePoint(g, to))) return { ...state, player: to, events };

  const guns = state.guns.filter((g) => !samePoint(g, to));
  const shot = traceShot(to, direction, state.targets);
  events.push({ type: 'shot', gun: to, direction, path: shot.path, targetId: shot.hit?.id ?? null });
  if (!shot.hit) return { ...state, player: to, guns, events };

  const hit = shot.hit;
  const targets = state.targets.filter((t) => t !== hit);
  events.push({ type: 'targetHit', targetId: hit.id, at: { x: hit.x, y: hit.y } });
  if (targets.length > 0) return { ...state, player: to, guns, targets, events };

  events.push({ type: 'waveCleared', wave: state.wave });
  if (state.wave >= state.waveCount) {
    return { ...state, player: to, guns, targets, status: 'won', events: [...events, { type: 'won' }] };
  }
  events.push({ type: 'waveStarted', wave: state.wave + 1 });
  return { ...state, ...waveStart(state.level, state.seed, state.wave), events };
}

// Runs the clocks in time order so long ticks give the same game as many short ones.
function tick(state: StrategyState, elapsedMs: number): StrategyState {
  const targetSpeed = Math.max(STRATEGY_MIN_SPEED_MS, state.level.config.targetSpeed);
  const redSpeed = Math.max(STRATEGY_MIN_SPEED_MS, state.level.config.redSpeed);
  let s = state;
  let left = elapsedMs;
  for (;;) {
    const untilTarget = targetSpeed - s.targetClockMs;
    const untilRed = redSpeed - s.redClockMs;
    const span = Math.min(left, untilTarget, untilRed, s.remainingMs);
    s = {
      ...s,
      remainingMs: s.remainingMs - span,
      targetClockMs: s.targetClockMs + span,
      redClockMs: s.redClockMs + span,
    };
    left -= span;
    if (s.remainingMs <= 0) return timeOut(s);
    if (s.targetClockMs >= targetSpeed) s = movePhase(s, 'target');
    if (s.redClockMs >= redSpeed) s = movePhase(s, 'red');
    if (left <= 0) return { ...s, events: [] };
  }
}

function movePhase(state: StrategyState, kind: PieceKind): StrategyState {
  const waveIndex = state.wave - 1;
  const fixed: Point[] = [
    ...state.guns,
    state.player,
    state.start,
    ...(kind === 'target' ? state.reds : state.targets),
  ];
  const blocked = (p: Point) => fixed.some((f) => samePoint(f, p));
  if (kind === 'target') {
    const targets = movePieces(state.targets, kind, state.targetMoves, state.seed, waveIndex, blocked);
    return { ...state, targets, targetClockMs: 0, targetMoves: state.targetMoves + 1 };
  }
  const reds = movePieces(state.reds, kind, state.redMoves, state.seed, waveIndex, blocked);
  return { ...state, reds, redClockMs: 0, redMoves: state.redMoves + 1 };
}

// Running out of time costs a life and restarts the wave (fresh countdown); the rest of the tick is dropped.
function timeOut(state: StrategyState): StrategyState {
  const lives = state.lives - 1;
  if (lives <= 0) {
    return {
      ...state,
      lives: 0,
      remainingMs: 0,
      status: 'lost',
      events: [{ type: 'timeOut', livesLeft: 0 }, { type: 'lost' }],
    };
  }
  return {
    ...state,
    ...waveStart(state.level, state.seed, state.wave - 1),
    lives,
    events: [{ type: 'timeOut', livesLeft: lives }],
  };
}
