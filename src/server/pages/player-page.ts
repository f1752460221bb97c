import { PlayerName } from '../../contract/schemas/common';
import type { ActivateLocation } from '../../contract/schemas/locations';
import type { CachedProfile, PlayerData } from '../../contract/schemas/players';
import { PLAYER_DATA_FAILED } from '../../domain/messages';
import { playerNameOfPath } from '../../domain/paths';
import type { Runtime } from '../runtime';
import { cachedProfileAt } from '../services/profile-snapshots';
import { loadPage, type PageLoad, venueOfAddress } from './page-load';

/** What a player page (summary, games) shows, or why it cannot. */
type PlayerPage = PageLoad<{
  data: PlayerData;
  cached: CachedProfile | undefined;
  locations: ActivateLocation[];
  /** How many players have a total at the venue: the position's context ('#60 of 412 at Leeds'). */
  playersAtVenue: number;
}>;

const decoder = new TextDecoder();

/**
 * Loads a player page: the player's data at the venue from the same kept answer the API serves
 * (see CachedReads; no second round of queries), their latest tracked snapshot there, and the
 * venues (kept too). Every read the page needs is made here, inside the one error mapping
 * (page-load.ts): an unknown player or venue is a 404 with its message, a database that is away or
 * too busy a 503.
 */
export async function loadPlayerPage(
  runtime: Pick<Runtime, 'cached' | 'database'>,
  request: Request,
  params: { locationId?: string | undefined },
): Promise<PlayerPage> {
  // From the request's own URL, decoded once: the router's (Astro.url, Astro.params) is decoded
  // until nothing changes, which made 'Mate%256F40' open Mateo40's page.
  const name = PlayerName.safeParse(playerNameOfPath(new URL(request.url).pathname));
  const venue = venueOfAddress(params.locationId);
  if (!name.success) return { kind: 'invalid', problem: 'Missing player name' };
  if (!('id' in venue)) return venue;
  return loadPage(PLAYER_DATA_FAILED, async () => {
    const answer = await runtime.cached.playerData(name.data, venue.id);
    const data = JSON.parse(decoder.decode(answer.json.body)) as PlayerData;
    const [cached, locations, state] = await Promise.all([
      cachedProfileAt(runtime.database.db, answer.playerId, data.locationId),
      runtime.cached.locations(),
      // Kept per data version: the player's data was made from it.
      runtime.cached.venue(venue.id),
    ]);
    return { data, cached, locations, playersAtVenue: state.totals.length };
  });
}
