import { LEADERBOARD_SIZE } from './constants';
import { playerNameKey } from './player-name';

/** A player's row on their venue's board today, as the board shows its day-over-day change. */
export interface BoardPlace {
  rank: number;
  /** Places climbed since yesterday's close (negative when lost). */
  positionDifference: number;
  /** Not on yesterday's board. */
  isNew: boolean;
}

/**
 * The summary's answer to "did I climb since yesterday?", for every player, tracked or not: their
 * place on the venue's board and its change since yesterday's close, from the board's own figures
 * (the summary says what the board says). A player below the board's hundred has their position at
 * the venue, and no change: the board keeps none for them.
 */
export function dayChangeLine(place: BoardPlace | undefined, venue: string, standing: number): string {
  if (!place)
    return `#${standing} at ${venue}, below the board's top ${LEADERBOARD_SIZE} (where changes since yesterday show).`;
  const where = `#${place.rank} on the ${venue} board`;
  if (place.isNew) return `${where}: new on the board today.`;
  const d = place.positionDifference;
  if (d === 0) return `${where}, the same place as at yesterday's close.`;
  const places = Math.abs(d) === 1 ? 'place' : 'places';
  return `${where}, ${d > 0 ? 'up' : 'down'} ${Math.abs(d)} ${places} since yesterday's close.`;
}

/** A player's row among a board's rows today (undefined below its top), as the day line reads it. */
export function placeOnBoard(
  today: ReadonlyArray<BoardPlace & { players: string }>,
  playerName: string,
): BoardPlace | undefined {
  const key = playerNameKey(playerName);
  const row = today.find((entry) => playerNameKey(entry.players) === key);
  return row && { rank: row.rank, positionDifference: row.positionDifference, isNew: row.isNew };
}
