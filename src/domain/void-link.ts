import { LEVELS_PER_GAME } from './constants';

/** The largest id the database holds (its integer columns); the contract's MAX_ID, which this layer cannot import. */
const MAX_ID = 2_147_483_647;

/**
 * A score an admin is sent to void, as a level board's row names it: a player's best on a level
 * at a venue, the level 0-based as the API counts it (shown 1..10).
 */
export interface VoidTarget {
  playerName: string;
  locationId: number;
  gameId: number;
  level: number;
}

/** What the admin area's address asks of its Void form: nothing, a score, or a score it names wrongly. */
export type VoidRequestInAddress = VoidTarget | 'bad' | undefined;

/** The id of the admin area's Void form, which the link scrolls to. */
export const VOID_FORM_ID = 'void-score';

/** The query keys of a void link, so the admin area can drop them once the score is voided. */
export const VOID_LINK_KEYS = ['void', 'venue', 'game', 'level'] as const;

/** The admin area with the Void form filled in for a score: `/admin?void=…&venue=…&game=…&level=…#void-score`. */
export function voidLinkPath(target: VoidTarget): string {
  const query = new URLSearchParams({
    void: target.playerName,
    venue: String(target.locationId),
    game: String(target.gameId),
    level: String(target.level),
  });
  return `/admin?${query}#${VOID_FORM_ID}`;
}

/** A whole number from..to written plainly (no sign, exponent or leading zero), else undefined. */
function wholeIn(value: string | null, from: number, to: number): number | undefined {
  if (!/^(0|[1-9]\d{0,9})$/.test(value ?? '')) return undefined;
  const n = Number(value);
  return n >= from && n <= to ? n : undefined;
}

/**
 * The score a void link names: undefined without `?void=`, 'bad' when a part is missing or not a
 * number in range. Whether the player and venue exist is the API's to say.
 */
export function voidTargetOf(query: URLSearchParams): VoidRequestInAddress {
  const playerName = query.get('void');
  if (playerName === null) return undefined;
  const locationId = wholeIn(query.get('venue'), 1, MAX_ID);
  const gameId = wholeIn(query.get('game'), 1, MAX_ID);
  const level = wholeIn(query.get('level'), 0, LEVELS_PER_GAME - 1);
  if (playerName.trim() === '' || locationId === undefined || gameId === undefined || level === undefined)
    return 'bad';
  return { playerName, locationId, gameId, level };
}
