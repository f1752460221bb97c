import { Id, PlayerName } from '../../contract/schemas/common';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../http/db-errors';
import { findLocation, findPlayer, type LocationRow, type PlayerRow } from '../services/players';

/** What a player page found for its route. */
export type PlayerPage =
  | { kind: 'ok'; player: PlayerRow; location: LocationRow }
  /** The name or venue id is missing or malformed: the page logs it and loads nothing. */
  | { kind: 'invalid'; problem: string }
  | { kind: 'not-found'; message: string; status: 404 | 503 };

/**
 * The player name of a /player/{name}/location/... URL, decoded exactly once. (The router's own
 * parameter is decoded with decodeURI, which leaves '=', '/', '?' and the like encoded.)
 */
export function playerNameFromUrl(url: URL): string {
  const segment = url.pathname.split('/')[2] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Checks a player page's route parameters and looks the player and venue up. */
export async function loadPlayerPage(
  db: Db,
  url: URL,
  params: { locationId?: string | undefined },
): Promise<PlayerPage> {
  const name = PlayerName.safeParse(playerNameFromUrl(url));
  const id = Id.safeParse(params.locationId ?? '');
  if (!name.success) return { kind: 'invalid', problem: 'Missing player name' };
  if (!id.success) return { kind: 'invalid', problem: 'Missing location id' };
  try {
    const [player, location] = await Promise.all([findPlayer(db, name.data), findLocation(db, id.data)]);
    if (!player) return { kind: 'not-found', message: 'No player was found.', status: 404 };
    if (!location) return { kind: 'not-found', message: 'Location not found.', status: 404 };
    return { kind: 'ok', player, location };
  } catch (error) {
    if (isDatabaseUnavailable(error))
      return { kind: 'not-found', message: 'Could not fetch player data', status: 503 };
    throw error;
  }
}
