import type { VenueScreen } from '../../contract/schemas/venue-screen';
import { dayOf } from '../../domain/days';
import { LEADERBOARD_FAILED } from '../../domain/messages';
import { publicBoardPath } from '../../domain/paths';
import { dayClock } from '../config';
import { publicOrigin } from '../public-origin';
import type { Runtime } from '../runtime';
import { venueScreen } from '../services/venue-screen';
import { loadPage, type PageLoad, venueOfAddress } from './page-load';

/**
 * Loads a venue's TV screen from the same kept answer the API serves (the island then follows it
 * live), with the absolute address of the venue's public board (its QR code: a phone in the room
 * opens it). An id that names no venue is a 404.
 */
export async function loadVenueScreenPage(
  runtime: Runtime,
  id: string | undefined,
): Promise<PageLoad<{ screen: VenueScreen; boardUrl: string }>> {
  const venue = venueOfAddress(id);
  if (!('id' in venue)) return venue;
  return loadPage(LEADERBOARD_FAILED, async () => {
    const clock = dayClock(runtime.config);
    const screen = await venueScreen(
      runtime.database.db,
      runtime.cached,
      runtime.reads,
      venue.id,
      dayOf(new Date(), clock),
      clock,
      runtime.versions.current,
    );
    return { screen, boardUrl: `${publicOrigin(runtime.config)}${publicBoardPath(venue.id)}` };
  });
}
