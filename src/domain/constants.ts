/** The product's business constants (docs/product.md, Constants), in one place. */

/** Local score per rank step: rank = floor(local score / RANK_STEP). */
export const RANK_STEP = 25_000;
/** Entries kept on a leaderboard. */
export const LEADERBOARD_SIZE = 100;
/** Position given to a player who was not on yesterday's board. */
export const PLACEHOLDER_RANK = LEADERBOARD_SIZE + 1;
/** Room hidden from room lists and excluded from exports. */
export const HIDDEN_ROOM_ID = 21;
/** Levels per game, numbered 0..9 and shown 1..10. */
export const LEVELS_PER_GAME = 10;
/** Thresholds of the 'levels to improve' filter. */
export const IMPROVE_SCORE_OPTIONS = [200, 500] as const;
export const DEFAULT_IMPROVE_SCORE_BY = 200;
/** Rows on the 'Most Searched' and 'Most Compared' cards. */
export const DAILY_STATS_TOP = 20;
/** Debounce of text filters, ms. */
export const FILTER_DEBOUNCE_MS = 300;
/** Debounce of window resizes, ms. */
export const RESIZE_DEBOUNCE_MS = 100;
export const DEFAULT_SEASON = 2;
/** Team size filter choices; 0 means all. */
export const TEAM_SIZE_OPTIONS = [0, 3, 4, 5] as const;
/** Game tabs on the first row of the older games view. */
export const FIRST_ROW_GAME_TABS = 4;
/**
 * Layout breakpoints, px. Below the mobile one, columns hide and the Back bar goes; below the
 * tablet one, the side menu opens from a hamburger (beside the content it would leave too little).
 */
export const MOBILE_BREAKPOINT = 600;
export const TABLET_BREAKPOINT = 960;
/** Strategy levels that exist. */
export const STRATEGY_LEVELS = [1, 2, 3, 4, 5, 6, 10] as const;
/** Longest player name accepted, in characters. */
export const PLAYER_NAME_MAX_LENGTH = 64;
