import { map } from 'nanostores';
import { callApi } from '../client/api';
import { followLive, type LiveMode } from '../client/live-updates';
import { fillPath } from '../contract/route';
import { routes } from '../contract/routes';
import type { VenueScreen } from '../contract/schemas/venue-screen';

/** The screen's state: the latest data (kept through a failed fetch: a TV keeps showing), how it is kept current, and the last failure. */
export interface ScreenState {
  data: VenueScreen | null;
  mode: LiveMode;
  error: string | null;
}

export const $venueScreen = map<ScreenState>({ data: null, mode: 'connecting', error: null });

/** Starts following a venue's screen from the data the page was rendered with; answers the stop. */
export function startVenueScreen(initial: VenueScreen): () => void {
  $venueScreen.set({ data: initial, mode: 'connecting', error: null });
  const id = initial.venue.id;
  let fetching = false;
  let again = false;
  // One fetch at a time; events that come meanwhile make one more after it.
  const refresh = async () => {
    if (fetching) {
      again = true;
      return;
    }
    fetching = true;
    try {
      do {
        again = false;
        const data = await callApi(routes.venueScreen, { params: { id } });
        $venueScreen.setKey('data', data);
        $venueScreen.setKey('error', null);
      } while (again);
    } catch (error) {
      $venueScreen.setKey('error', error instanceof Error ? error.message : String(error));
    } finally {
      fetching = false;
    }
  };
  return followLive({
    url: fillPath(routes.venueEvents.path, { id }),
    refresh: () => void refresh(),
    onMode: (mode) => $venueScreen.setKey('mode', mode),
  });
}
