import { map } from 'nanostores';
import { callApi } from '../client/api';
import { followLive, type LiveMode } from '../client/live-updates';
import { fillPath } from '../contract/route';
import { routes } from '../contract/routes';
import type { VenueScreen } from '../contract/schemas/venue-screen';

/**
 * The screen's state: the latest data (kept through a failed fetch: a TV keeps showing), how it is
 * kept current, the last failure, and since when the server has been out of reach (the first
 * failure since the last fetch that worked; null while fetches work).
 */
interface ScreenState {
  data: VenueScreen | null;
  mode: LiveMode;
  error: string | null;
  offlineSince: number | null;
}

export const $venueScreen = map<ScreenState>({
  data: null,
  mode: 'connecting',
  error: null,
  offlineSince: null,
});

/** How often the screen polls while its event stream is away (the tests' is shorter). */
const POLL_MS = 10_000;

/** Starts following a venue's screen from the data the page was rendered with; answers the stop. */
export function startVenueScreen(initial: VenueScreen, options: { pollMs?: number } = {}): () => void {
  $venueScreen.set({ data: initial, mode: 'connecting', error: null, offlineSince: null });
  const id = initial.venue.id;
  let fetching = false;
  let again = false;
  // A fetch still in flight when the screen stops must not write over the next screen's state.
  let stopped = false;
  // When the event stream was lost: the first sign of an outage, before any fetch fails.
  let streamLostAt: number | null = null;
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
        if (stopped) return;
        $venueScreen.set({ ...$venueScreen.get(), data, error: null, offlineSince: null });
        streamLostAt = null;
      } while (again);
    } catch (error) {
      if (stopped) return;
      const { offlineSince } = $venueScreen.get();
      $venueScreen.set({
        ...$venueScreen.get(),
        error: error instanceof Error ? error.message : String(error),
        offlineSince: offlineSince ?? streamLostAt ?? Date.now(),
      });
    } finally {
      fetching = false;
    }
  };
  const stopFollowing = followLive({
    url: fillPath(routes.venueEvents.path, { id }),
    refresh: () => void refresh(),
    pollMs: options.pollMs ?? POLL_MS,
    onMode: (mode) => {
      if (mode === 'live') streamLostAt = null;
      else if ($venueScreen.get().mode === 'live') streamLostAt = Date.now();
      $venueScreen.setKey('mode', mode);
      // Polling starts with a fetch: whether the server answers is then known at once, not after
      // the first 10 s (a screen cut off would claim to be updating meanwhile).
      if (mode === 'polling') void refresh();
    },
  });
  return () => {
    stopped = true;
    stopFollowing();
  };
}
