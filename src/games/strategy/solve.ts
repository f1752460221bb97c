import { createGame, update } from './engine';
import { opposite, type Point, samePoint, step } from './grid';
import { findPath } from './path';
import type { StrategyAction, StrategyLevel, StrategyState } from './types';

/** How `playSolution` plays. */
interface PlaySolutionOptions {
  readonly seed?: number;
  /** Clock time between two moves, ms: dynamic pieces keep moving while the player walks. */
  readonly msPerMove?: number;
  /** Gives up after this many actions, so a broken level cannot loop for ever. */
  readonly maxActions?: number;
}

/** The end of a played solution and every action that led there (replaying them gives the same game). */
interface PlayedSolution {
  readonly state: StrategyState;
  readonly actions: readonly StrategyAction[];
}

/**
 * Plays a level the way its solutions say: for each wave, walks around reds and unfired guns to the
 * square behind the next gun in `order` and steps onto it in the solution's direction, with
 * `msPerMove` of clock between moves; waits when reds block the way.
 */
export function playSolution(level: StrategyLevel, options: PlaySolutionOptions = {}): PlayedSolution {
  const msPerMove = options.msPerMove ?? 250;
  const maxActions = options.maxActions ?? 20_000;
  let state = createGame(level, { seed: options.seed ?? 1 });
  const actions: StrategyAction[] = [];
  const play = (action: StrategyAction) => {
    actions.push(action);
    state = update(state, action);
  };

  while (state.status === 'playing' && actions.length < maxActions) {
    const steps = [...(level.solutions[state.wave - 1] ?? [])].sort((a, b) => a.order - b.order);
    const next = steps.find((s) => state.guns.some((g) => samePoint(g, s)));
    if (!next) break;
    const approach = step(next, opposite(next.direction));
    const blockers: Point[] = [...state.reds, ...state.guns];
    const path = samePoint(state.player, approach)
      ? [next.direction]
      : findPath(state.player, approach, (p) => blockers.some((b) => samePoint(b, p)));
    const first = path?.[0];
    if (first) play({ type: 'move', direction: first });
    if (state.status !== 'playing') break;
    play({ type: 'tick', elapsedMs: msPerMove });
  }
  return { state, actions };
}
