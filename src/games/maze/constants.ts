/** Dots across the Laser Maze 4 floor. */
export const MAZE_COLUMNS = 18;
/** Dots down the floor. */
export const MAZE_ROWS = 10;
/** Dots in all: 18 x 10. */
export const MAZE_DOT_COUNT = MAZE_COLUMNS * MAZE_ROWS;
