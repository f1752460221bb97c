/** Squares on each side of the floor. */
export const STRATEGY_GRID_SIZE = 12;
/** Lives at the start of a game. */
export const STRATEGY_LIVES = 5;
/** Countdown of each wave, ms. */
export const STRATEGY_WAVE_TIME_MS = 90_000;
/** Fastest allowed move interval: guards the tick loop against a zero or tiny speed in level data. */
export const STRATEGY_MIN_SPEED_MS = 100;
/** Chance that a dynamic piece turns around on its own before a move, so patrols are not fully regular. */
export const STRATEGY_TURN_CHANCE = 0.2;
