import { Id, PlayerName } from '../../contract/schemas/common';
import type { ActivateLocation } from '../../contract/schemas/locations';
import type { CachedProfile, PlayerData } from '../../contract/schemas/players';
import { LOCATION_NOT_FOUND, NO_PLAYER_FOUND } from '../../domain/messages';
import { playerNameOfPath } from '../../domain/paths';
import { isDatabaseUnavailable } from '../db/errors';
import type { Runtime } from '../runtime';
import { isNotFound } from '../services/errors';
import { cachedProfileAt } from '../services/profile-snapshots';

/** What a player page (summary, games) shows, or why it cannot. */
export type PlayerPage =
  | { kind: 'ok'; data: PlayerData; cached: CachedProfile | undefined; locations: ActivateLocation[] }
  /** The name or venue id is missing or malformed: the page logs it and loads nothing. */
  | { kind: 'invalid'; problem: string }
  | {
      kind: 'not-found';
      message: string;
      status: 404 | 503;
      /** A player who is not at this venue but plays elsewhere: their name and those venues. */
      elsewhere?: { playerName: string; venues: Array<{ id: number; name: string }> };
    };

const decoder = new TextDecoder();

/**
 * Loads a player page: the player's data at the venue from the same kept answer the API serves
 * (see CachedReads; no second round of queries), their latest tracked snapshot there, and the
 * venues (kept too). Every failure is mapped here, once: an unknown player or venue is a 404 with
 * its message, a database that is away or too busy a 503.
 */
export async function loadPlayerPage(
  runtime: Pick<Runtime, 'cached' | 'database'>,
  request: Request,
  params: { locationId?: string | undefined },
): Promise<PlayerPage> {
  // From the request's own URL, decoded once: the router's (Astro.url, Astro.params) is decoded
  // until nothing changes, which made 'Mate%256F40' open Mateo40's page.
  const name = PlayerName.safeParse(playerNameOfPath(new URL(request.url).pathname));
  const id = Id.safeParse(params.locationId ?? '');
  if (!name.success) return { kind: 'invalid', problem: 'Missing player name' };
  // A number the app does not take (0, 00, past 2^31) names no venue: a 404, never kept.
  if (!id.success && /^\d+$/.test(params.locationId ?? ''))
    return { kind: 'not-found', message: LOCATION_NOT_FOUND, status: 404 };
  if (!id.success) return { kind: 'invalid', problem: 'Missing location id' };
  try {
    const answer = await runtime.cached.playerData(name.data, id.data);
    const data = JSON.parse(decoder.decode(answer.json.body)) as PlayerData;
    const [cached, locations] = await Promise.all([
      cachedProfileAt(runtime.database.db, answer.playerId, data.locationId),
      runtime.cached.locations(),
    ]);
    return { kind: 'ok', data, cached, locations };
  } catch (error) {
    if (isNotFound(error)) {
      const elsewhere =
        error.message === NO_PLAYER_FOUND ? await venuesElsewhere(runtime, name.data) : undefined;
      return { kind: 'not-found', message: error.message, status: 404, ...(elsewhere ? { elsewhere } : {}) };
    }
    if (isDatabaseUnavailable(error))
      return { kind: 'not-found', message: 'Could not fetch player data', status: 503 };
    throw error;
  }
}

/**
 * The venues of a player asked for at a venue where they have no scores, so that the page leads
 * to where they play; undefined when nobody has that name or they play nowhere.
 */
async function venuesElsewhere(
  runtime: Pick<Runtime, 'cached'>,
  name: string,
): Promise<{ playerName: string; venues: Array<{ id: number; name: string }> } | undefined> {
  try {
    const { player, venues } = await runtime.cached.playerVenues(name);
    return { playerName: player.name, venues: venues.map((v) => ({ id: v.id, name: v.name })) };
  } catch (error) {
    if (isNotFound(error) || isDatabaseUnavailable(error)) return undefined;
    throw error;
  }
}
