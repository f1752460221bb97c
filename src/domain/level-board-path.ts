import { playerPath } from './paths';

/**
 * The address of a level's board in the player area: the player's games path with the level
 * after it, `/player/{name}/location/{id}/level/{gameId}/{level}`, the level as shown (1..10).
 */
export function levelBoardPath(
  playerName: string,
  locationId: number,
  gameId: number,
  level: number,
): string {
  return playerPath(playerName, locationId, 'games').replace(/\/games$/, `/level/${gameId}/${level}`);
}

/** A day as players read it, in the chain's time zone: '19 Nov 2026'. */
export function formatDay(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));
}

/**
 * The query a suggestion of "What to play next" adds to its level's board, so the board links back
 * to the suggestions rather than to the games.
 */
const PLAY_NEXT_SOURCE = 'play-next';
export const FROM_PLAY_NEXT = `from=${PLAY_NEXT_SOURCE}`;

/** Whether a level board's address came from the suggestions (see FROM_PLAY_NEXT). */
export const cameFromPlayNext = (query: URLSearchParams): boolean => query.get('from') === PLAY_NEXT_SOURCE;
