import type { Axis, Direction, Point } from './grid';

/** A blue tile to clear. Dynamic ones patrol their `axis` (default horizontal), one square per move. */
export interface StrategyTargetSpec {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly isDynamic: boolean;
  readonly axis?: Axis | undefined;
}

/** A red tile: stepping on it costs a life. Dynamic ones patrol like dynamic targets. */
export interface StrategyRedSpec {
  readonly x: number;
  readonly y: number;
  readonly isDynamic?: boolean | undefined;
  readonly axis?: Axis | undefined;
}

/** One gun of a wave's solution: the gun at (x, y), stepped onto in `direction`, fired as shot `order` (1-based). */
export interface StrategySolutionStep {
  readonly x: number;
  readonly y: number;
  readonly order: number;
  readonly direction: Direction;
}

/** Move intervals of dynamic pieces, ms per square. */
interface StrategyConfig {
  readonly redSpeed: number;
  readonly targetSpeed: number;
}

/**
 * A level as data. `guns` serve every wave (all are restored when a wave starts); `targets`, `reds`
 * and `solutions` hold one array per wave, in wave order; the player starts each wave on `start`.
 * It is the API's answer as its schema gives it (the lists as plain arrays), so a level from the
 * server and a bundled one are the same type; the game never changes a level it plays.
 */
export interface StrategyLevel {
  readonly level: number;
  readonly start: Point;
  readonly guns: Point[];
  readonly targets: StrategyTargetSpec[][];
  readonly reds: StrategyRedSpec[][];
  readonly solutions: StrategySolutionStep[][];
  readonly config: StrategyConfig;
}

/** Where a game stands: still playing, every wave cleared ('Congratulations'), or out of lives. */
export type StrategyStatus = 'playing' | 'won' | 'lost';

/** A target or red on the floor now. `heading` is the way a dynamic piece goes along its axis. */
export interface StrategyPiece {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly isDynamic: boolean;
  readonly axis: Axis;
  readonly heading: 1 | -1;
}

/** Something the last action caused, for the UI to animate or announce. */
export type StrategyEvent =
  | { readonly type: 'moved'; readonly from: Point; readonly to: Point; readonly direction: Direction }
  | { readonly type: 'bumped'; readonly at: Point; readonly direction: Direction }
  | {
      readonly type: 'shot';
      readonly gun: Point;
      readonly direction: Direction;
      /** Squares the shot crossed, from the one after the gun to the target hit or the floor's edge. */
      readonly path: readonly Point[];
      readonly targetId: number | null;
    }
  | { readonly type: 'targetHit'; readonly targetId: number; readonly at: Point }
  | { readonly type: 'redHit'; readonly at: Point; readonly livesLeft: number }
  | { readonly type: 'timeOut'; readonly livesLeft: number }
  | { readonly type: 'waveCleared'; readonly wave: number }
  | { readonly type: 'waveStarted'; readonly wave: number }
  | { readonly type: 'waveReset'; readonly wave: number }
  | { readonly type: 'gameReset' }
  | { readonly type: 'won' }
  | { readonly type: 'lost' };

/** Everything a UI draws, plus the clocks that drive dynamic pieces. */
export interface StrategyState {
  readonly level: StrategyLevel;
  readonly seed: number;
  readonly gridSize: number;
  readonly status: StrategyStatus;
  readonly lives: number;
  /** Current wave, 1-based. */
  readonly wave: number;
  readonly waveCount: number;
  /** What is left of the wave's countdown, ms. */
  readonly remainingMs: number;
  readonly player: Point;
  /** Where the player (re)starts the wave. */
  readonly start: Point;
  /** Guns not yet fired in this wave. */
  readonly guns: readonly Point[];
  /** Targets of this wave not yet hit, where they are now. */
  readonly targets: readonly StrategyPiece[];
  readonly reds: readonly StrategyPiece[];
  /** What the last action caused, in order; empty when it changed nothing visible. */
  readonly events: readonly StrategyEvent[];
  /** Time since dynamic targets (reds) last moved, ms. */
  readonly targetClockMs: number;
  readonly redClockMs: number;
  /** Moves dynamic targets (reds) made in this wave attempt: part of each move's random seed. */
  readonly targetMoves: number;
  readonly redMoves: number;
}

/** What the player (or the clock) does. */
export type StrategyAction =
  | { readonly type: 'move'; readonly direction: Direction }
  | { readonly type: 'tick'; readonly elapsedMs: number }
  | { readonly type: 'resetWave' }
  | { readonly type: 'resetGame' };
