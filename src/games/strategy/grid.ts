import { STRATEGY_GRID_SIZE } from './constants';

/** A square of the floor: x is the column (0 = left), y the row (0 = top). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A step of the player, and the direction a gun shoots in. */
export type Direction = 'up' | 'down' | 'left' | 'right';

/** The line a dynamic piece patrols: its row (horizontal) or its column (vertical). */
export type Axis = 'horizontal' | 'vertical';

/** Every direction, in a fixed order so searches are deterministic. */
export const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

const DELTAS: Readonly<Record<Direction, Point>> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

/** The square one step from p in a direction (possibly off the floor). */
export function step(p: Point, direction: Direction): Point {
  const d = DELTAS[direction];
  return { x: p.x + d.x, y: p.y + d.y };
}

/** The direction opposite to another. */
export function opposite(direction: Direction): Direction {
  return ({ up: 'down', down: 'up', left: 'right', right: 'left' } as const)[direction];
}

/** The axis a direction runs along. */
export function axisOf(direction: Direction): Axis {
  return direction === 'up' || direction === 'down' ? 'vertical' : 'horizontal';
}

/** True when p is a whole-number square of the floor. */
export function inGrid(p: Point): boolean {
  return (
    Number.isInteger(p.x) &&
    Number.isInteger(p.y) &&
    p.x >= 0 &&
    p.y >= 0 &&
    p.x < STRATEGY_GRID_SIZE &&
    p.y < STRATEGY_GRID_SIZE
  );
}

/** True when two points are the same square. */
export function samePoint(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y;
}

/** A string key of a square, for sets and maps. */
export function pointKey(p: Point): string {
  return `${p.x},${p.y}`;
}
