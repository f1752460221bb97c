import { isDatabaseUnavailable } from '../db/errors';
import type { CachedReads } from './cached-reads';
import { isNotFound } from './errors';

/**
 * A player's venue with their highest total (their own summary there), or null when they have
 * none now, or the database is away: what is said of who is logged in still answers then.
 */
export async function bestVenueOf(cached: CachedReads, playerName: string): Promise<number | null> {
  try {
    return (await cached.playerVenues(playerName)).venues[0]?.id ?? null;
  } catch (error) {
    if (isNotFound(error) || isDatabaseUnavailable(error)) return null;
    throw error;
  }
}
