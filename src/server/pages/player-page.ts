import { Id, PlayerName } from '../../contract/schemas/common';
import { playerNameOfPath } from '../../domain/paths';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../http/db-errors';
import { findLocation, findPlayer, type LocationRow, type PlayerRow } from '../services/players';

/** What a player page found for its route. */
export type PlayerPage =
  | { kind: 'ok'; player: PlayerRow; location: LocationRow }
  /** The name or venue id is missing or malformed: the page logs it and loads nothing. */
  | { kind: 'invalid'; problem: string }
  | { kind: 'not-found'; message: string; status: 404 | 503 };

/** Checks a player page's route parameters and looks the player and venue up. */
export async function loadPlayerPage(
  db: Db,
  request: Request,
  params: { locationId?: string | undefined },
): Promise<PlayerPage> {
  // From the request's own URL, decoded once: the router's (Astro.url, Astro.params) is decoded
  // until nothing changes, which made 'Mate%256F40' open Mateo40's page.
  const name = PlayerName.safeParse(playerNameOfPath(new URL(request.url).pathname));
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
