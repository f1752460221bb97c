import type { PlayerHistory } from '../../contract/schemas/history';
import { type DayClock, dayOf } from '../../domain/days';
import { DEFAULT_HISTORY_RANGE, HISTORY_FAILED } from '../../domain/history';
import type { CachedReads } from '../services/cached-reads';
import { loadPage } from './page-load';

/** The summary's history as the page draws it first, or why it could not be read. */
export type HistoryLoad = { history: PlayerHistory; error?: undefined } | { history: null; error: string };

/**
 * The default range of a player's history at a venue, for the summary's first paint: the same
 * kept answer the API serves (one index range scan of the player's own rows when cold), read by
 * the summary's loader beside its other reads; a failure here leaves the rest of the summary
 * standing and the chart says so.
 */
export async function loadHistory(
  cached: CachedReads,
  playerName: string,
  locationId: number,
  clock: DayClock,
): Promise<HistoryLoad> {
  const today = dayOf(new Date(), clock);
  const page = await loadPage(HISTORY_FAILED, async () => ({
    history: await cached.history(playerName, locationId, DEFAULT_HISTORY_RANGE, today),
  }));
  return page.kind === 'ok' ? { history: page.history } : { history: null, error: HISTORY_FAILED };
}
