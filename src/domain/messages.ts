// What a player reads when a lookup finds nothing: one text each, for the API, the pages and both UIs.

/** A player looked up by name who is not there (or has no venue). */
export const PLAYER_NOT_FOUND = 'Player not found';
/** A player asked for at a venue who has no scores there, or is not there at all. */
export const NO_PLAYER_FOUND = 'No player was found.';
/** A venue number that names no venue. */
export const LOCATION_NOT_FOUND = 'Location not found.';

// What a player reads when a read fails (the database away or too busy), in the pages and both UIs.

/** The API cannot answer (unreachable, the database away): the shell's full-screen message, the landing's search. */
export const API_DOWN = 'API is currently down. Please try again later.';

/** A player's data (at a venue, at every venue, or to compare) could not be read. */
export const PLAYER_DATA_FAILED = 'Could not fetch player data';
/** A board (a venue's or the world's) could not be read. */
export const LEADERBOARD_FAILED = 'There was an error while trying to retrieve leaderboard.';
/** The league teams, or the daily statistics, could not be read. */
export const TEAMS_FAILED = 'Failed to fetch AGL teams';

/**
 * Under 'No player was found.' when the player has scores at other venues: '{name} plays at:',
 * then a link to each venue. The name is isolated where it is shown.
 */
export const PLAYS_AT = 'plays at:';

/** The label of the player search on the error pages (a player or a page not found). */
export const SEARCH_A_PLAYER = 'Search for a player';

/**
 * After 'Player not found' or 'No player was found.', when names like the one asked for exist:
 * 'Did you mean:' and a link to each.
 */
export const DID_YOU_MEAN = 'Did you mean:';
/** In the landing's type-ahead: nothing starts like, or looks like, what was typed. */
export const NO_SUGGESTIONS = 'No player names like that';
/** In the landing's type-ahead: the suggestions could not be read (the search itself still works). */
export const SUGGESTIONS_FAILED = 'Name suggestions are unavailable right now';
/** On the landing's "Your summary": the player's figures for the day could not be read. */
export const MY_DAY_FAILED = "Today's figures are unavailable right now";

/** The friends list's and a board's friends view's figures could not be read. */
export const FRIENDS_FAILED = "Your friends' figures are unavailable right now";
