/** Longest game name accepted, in characters. */
export const MINI_TOURNAMENT_NAME_MAX_LENGTH = 40;

/**
 * localStorage keys. `games` holds a JSON array of `game;;score` strings (score empty until entered),
 * the two flags hold 'true' or 'false'.
 */
export const MINI_TOURNAMENT_KEYS = {
  games: 'miniTournament.games',
  startedPlaying: 'miniTournament.startedPlaying',
  finished: 'miniTournament.finished',
} as const;

/** One of the localStorage keys. */
export type MiniTournamentKey = (typeof MINI_TOURNAMENT_KEYS)[keyof typeof MINI_TOURNAMENT_KEYS];

/** Separates a game's name from its score in a stored item. */
export const MINI_TOURNAMENT_SEPARATOR = ';;';
