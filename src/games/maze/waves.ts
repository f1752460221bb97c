import { MAZE_COLUMNS, MAZE_ROWS } from './constants';
import type { MazeDot } from './dots';

/** One wave of the demo: a looping animation of lit dots. */
export interface MazeWave {
  /** 1-based, as shown. */
  readonly number: number;
  readonly name: string;
  /** One loop of the animation, ms (1 s or 2 s). */
  readonly durationMs: 1000 | 2000;
  readonly frameCount: number;
  /** True when a dot is lit in a frame (0 <= frame < frameCount). */
  readonly lit: (dot: MazeDot, frame: number) => boolean;
}

const LAST_COLUMN = MAZE_COLUMNS - 1;
const LAST_ROW = MAZE_ROWS - 1;
// Rings of the floor from the edge inwards: 0 is the border; a 10-row floor has 5.
const RINGS = Math.ceil(MAZE_ROWS / 2);

/** The five waves, in order. */
export const MAZE_WAVES: readonly MazeWave[] = [
  {
    number: 1,
    name: 'Sweep',
    durationMs: 1000,
    frameCount: MAZE_COLUMNS,
    lit: (dot, frame) => dot.x === frame,
  },
  {
    number: 2,
    name: 'Curtain',
    durationMs: 1000,
    frameCount: MAZE_ROWS,
    lit: (dot, frame) => dot.y === frame,
  },
  {
    number: 3,
    name: 'Crossfire',
    durationMs: 2000,
    frameCount: MAZE_COLUMNS,
    // A beam crosses left to right while another falls top to bottom over the same loop.
    lit: (dot, frame) => dot.x === frame || dot.y === Math.floor((frame * MAZE_ROWS) / MAZE_COLUMNS),
  },
  {
    number: 4,
    name: 'Closing box',
    durationMs: 2000,
    // Rings close in to the middle, then open out again; the loop does not show an end ring twice.
    frameCount: (RINGS - 1) * 2,
    lit: (dot, frame) => {
      const ring = Math.min(dot.x, dot.y, LAST_COLUMN - dot.x, LAST_ROW - dot.y);
      return ring === (frame < RINGS ? frame : (RINGS - 1) * 2 - frame);
    },
  },
  {
    number: 5,
    name: 'Diagonals',
    durationMs: 2000,
    frameCount: 6,
    lit: (dot, frame) => (dot.x + dot.y - frame + 6) % 6 === 0,
  },
];
