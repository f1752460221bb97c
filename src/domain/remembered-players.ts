import { PLAYER_NAME_MAX_LENGTH } from './constants';
import { playerNameKey } from './player-name';

/** A player kept on this device: their name and the venue of the summary that was open. */
export interface RememberedPlayer {
  name: string;
  locationId: number;
  /** The venue's name as the summary showed it ('' when unknown: "me" from an account). */
  venue: string;
}

/** How many players "Recent players" keeps. */
const RECENT_PLAYERS_MAX = 8;

// A venue name longer than this is not one the site made: stored garbage.
const VENUE_MAX_LENGTH = 100;

/**
 * A stored value as a remembered player, or undefined when it is not one. The device's storage is
 * anybody's to edit (or an older version's), so every field is checked before it reaches a page.
 */
function asRememberedPlayer(value: unknown): RememberedPlayer | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { name, locationId, venue } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '' || [...name].length > PLAYER_NAME_MAX_LENGTH)
    return undefined;
  if (typeof locationId !== 'number' || !Number.isSafeInteger(locationId) || locationId < 1) return undefined;
  return {
    name,
    locationId,
    venue: typeof venue === 'string' && venue.length <= VENUE_MAX_LENGTH ? venue : '',
  };
}

/** JSON text as a value; undefined when it is not JSON. */
export function parseStored(raw: string | null | undefined): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The list with `player` first, their older entry (same name, any venue) gone, at most eight kept. */
export function withRecentPlayer(
  list: readonly RememberedPlayer[],
  player: RememberedPlayer,
): RememberedPlayer[] {
  const key = playerNameKey(player.name);
  return [player, ...list.filter((p) => playerNameKey(p.name) !== key)].slice(0, RECENT_PLAYERS_MAX);
}

/** The stored recent players: the valid entries, once per name (the first kept), at most eight. */
export function decodeRecentPlayers(raw: string | null | undefined): RememberedPlayer[] {
  const value = parseStored(raw);
  if (!Array.isArray(value)) return [];
  const kept: RememberedPlayer[] = [];
  const seen = new Set<string>();
  for (const entry of value) {
    const player = asRememberedPlayer(entry);
    if (!player || seen.has(playerNameKey(player.name))) continue;
    seen.add(playerNameKey(player.name));
    kept.push(player);
    if (kept.length === RECENT_PLAYERS_MAX) break;
  }
  return kept;
}

/**
 * What this device says about "me": a player it was told is me, or that a player is not me (said
 * of the account's claimed player, it keeps that player from coming back as the default).
 */
export type MeOnDevice = { kind: 'me'; player: RememberedPlayer } | { kind: 'not-me'; nameKey: string };

/** The stored "me", or undefined when nothing (valid) is stored. */
export function decodeMe(raw: string | null | undefined): MeOnDevice | undefined {
  const value = parseStored(raw);
  if (!value || typeof value !== 'object') return undefined;
  const { kind, player, nameKey } = value as Record<string, unknown>;
  if (kind === 'not-me' && typeof nameKey === 'string' && nameKey.length <= 4 * PLAYER_NAME_MAX_LENGTH)
    return { kind, nameKey };
  const me = kind === 'me' ? asRememberedPlayer(player) : undefined;
  return me && { kind: 'me', player: me };
}

/** "Not me", said of a player. */
export const notMe = (name: string): MeOnDevice => ({ kind: 'not-me', nameKey: playerNameKey(name) });

/**
 * Who "me" is on this device: the player the device was told, else the account's approved claim
 * (the same "me" on every device the user logs in on), unless "Not me" was said of that player here.
 */
export function whoIsMe(
  device: MeOnDevice | undefined,
  account: RememberedPlayer | undefined,
): RememberedPlayer | undefined {
  if (device?.kind === 'me') return device.player;
  if (!account) return undefined;
  return device?.nameKey === playerNameKey(account.name) ? undefined : account;
}
