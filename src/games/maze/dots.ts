import { MAZE_COLUMNS, MAZE_DOT_COUNT } from './constants';

/** One dot of the floor; `index` is its place in row-major order (row 0 first). */
export interface MazeDot {
  readonly index: number;
  readonly x: number;
  readonly y: number;
}

/** Every dot of the floor, row by row, left to right. */
export const MAZE_DOTS: readonly MazeDot[] = Array.from({ length: MAZE_DOT_COUNT }, (_, index) => ({
  index,
  x: index % MAZE_COLUMNS,
  y: Math.floor(index / MAZE_COLUMNS),
}));
