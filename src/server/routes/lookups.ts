import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { findLocation, findPlayer, type LocationRow, type PlayerRow } from '../services/players';

/** The spec's messages for a missing player (section 8). */
export const PLAYER_NOT_FOUND = 'Player not found';
export const NO_PLAYER_FOUND = 'No player was found.';
export const LOCATION_NOT_FOUND = 'Location not found.';

/** The player of that name, or a 404 with the given message. */
export async function requirePlayer(db: Db, name: string, message = NO_PLAYER_FOUND): Promise<PlayerRow> {
  const player = await findPlayer(db, name);
  if (!player) throw notFound(message);
  return player;
}

/** The venue with that id, or a 404. */
export async function requireLocation(db: Db, id: number): Promise<LocationRow> {
  const location = await findLocation(db, id);
  if (!location) throw notFound(LOCATION_NOT_FOUND);
  return location;
}

/** A value that exists, or a 404 with the given message. */
export function found<T>(value: T | undefined, message = NO_PLAYER_FOUND): T {
  if (value === undefined) throw notFound(message);
  return value;
}
