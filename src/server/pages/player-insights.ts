import type { PlayNext, RecentBests } from '../../contract/schemas/insights';
import { type DayClock, dayOf } from '../../domain/days';
import { recentSince } from '../../domain/recent-bests';
import type { CachedReads } from '../services/cached-reads';

/** What the summary shows under "What to play next" and "Recent". */
export interface PlayerInsights {
  playNext: PlayNext;
  recent: RecentBests;
}

/**
 * A player's insights at a venue from the answers the API keeps (per data version), so the
 * summary renders them in the same round as the rest of its data.
 */
export async function loadInsights(
  cached: CachedReads,
  name: string,
  locationId: number,
  clock: DayClock,
): Promise<PlayerInsights> {
  const since = recentSince(dayOf(new Date(), clock), clock);
  const [playNext, recent] = await Promise.all([
    cached.playNext(name, locationId),
    cached.recentBests(name, locationId, since),
  ]);
  return { playNext: playNext.value, recent: recent.value };
}
