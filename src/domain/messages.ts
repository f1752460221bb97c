// What a player reads when a lookup finds nothing: one text each, for the API, the pages and both UIs.

/** A player looked up by name who is not there (or has no venue). */
export const PLAYER_NOT_FOUND = 'Player not found';
/** A player asked for at a venue who has no scores there, or is not there at all. */
export const NO_PLAYER_FOUND = 'No player was found.';
/** A venue number that names no venue. */
export const LOCATION_NOT_FOUND = 'Location not found.';

/**
 * Under 'No player was found.' when the player has scores at other venues: '{name} plays at:',
 * then a link to each venue. The name is isolated where it is shown.
 */
export const PLAYS_AT = 'plays at:';

/** The label of the player search on the error pages (a player or a page not found). */
export const SEARCH_A_PLAYER = 'Search for a player';
