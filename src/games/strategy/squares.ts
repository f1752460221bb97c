import { DIRECTIONS, type Direction, inGrid, type Point, samePoint, step } from './grid';
import type { StrategyPiece, StrategyState } from './types';

/** What lies on a square, apart from the player. */
type SquareKind = 'empty' | 'start' | 'gun' | 'target' | 'red';

/** One square of the floor as the UI draws it. */
export interface Square {
  readonly x: number;
  readonly y: number;
  readonly kind: SquareKind;
  /** The target or red on it, for its movement (dynamic pieces show their axis). */
  readonly piece: StrategyPiece | null;
  readonly isPlayer: boolean;
}

/** What is on one square now. Reds win over targets and guns (they never share a square anyway). */
export function squareAt(state: StrategyState, p: Point): Square {
  const isPlayer = samePoint(state.player, p);
  const red = state.reds.find((r) => samePoint(r, p));
  if (red) return { x: p.x, y: p.y, kind: 'red', piece: red, isPlayer };
  const target = state.targets.find((t) => samePoint(t, p));
  if (target) return { x: p.x, y: p.y, kind: 'target', piece: target, isPlayer };
  const kind: SquareKind = state.guns.some((g) => samePoint(g, p))
    ? 'gun'
    : samePoint(state.start, p)
      ? 'start'
      : 'empty';
  return { x: p.x, y: p.y, kind, piece: null, isPlayer };
}

/** Every square of the floor, row by row from the top, left to right. */
export function floorSquares(state: StrategyState): Square[] {
  return Array.from({ length: state.gridSize * state.gridSize }, (_, i) =>
    squareAt(state, { x: i % state.gridSize, y: Math.floor(i / state.gridSize) }),
  );
}

/** A square's contents in words ('gun', 'moving red tile', ...), without the player. */
function squareWords(square: Square): string {
  const moving = square.piece?.isDynamic ? 'moving ' : '';
  switch (square.kind) {
    case 'empty':
      return 'empty';
    case 'start':
      return 'start square';
    case 'gun':
      return 'gun';
    case 'target':
      return `${moving}blue target`;
    case 'red':
      return `${moving}red tile`;
  }
}

/** A square's accessible name: its place (columns and rows counted from 1) and what is on it. */
export function squareLabel(square: Square): string {
  const what = square.isPlayer ? `you, on ${squareWords(square)}` : squareWords(square);
  return `Column ${square.x + 1}, row ${square.y + 1}: ${what}`;
}

/** The direction from the player to a square next to it, or null when it is not a neighbour. */
export function directionTo(state: StrategyState, square: Point): Direction | null {
  return DIRECTIONS.find((d) => samePoint(step(state.player, d), square)) ?? null;
}

/**
 * Where the player is and what lies one step each way, in words: the board's description for
 * players who cannot see it ("You are on column 6, row 12. Up: gun. Down: edge of the floor. ...").
 */
export function describePosition(state: StrategyState): string {
  const around = DIRECTIONS.map((d) => {
    const p = step(state.player, d);
    const what = inGrid(p) ? squareWords(squareAt(state, p)) : 'edge of the floor';
    return `${d[0]?.toUpperCase()}${d.slice(1)}: ${what}.`;
  });
  return `You are on column ${state.player.x + 1}, row ${state.player.y + 1}. ${around.join(' ')}`;
}
