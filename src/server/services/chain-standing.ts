import { mergedPlace } from '../../domain/percentile';
import type { CachedReads } from './cached-reads';
import { isNotFound } from './errors';
import { placeAmong } from './venue-state';

/**
 * Where a venue total stands in the whole chain: among every (player, venue) total, as the world
 * board ranks them (docs/product.md, Figures). Each venue's totals are kept in order per data
 * version (VenueState), so this is a binary search per venue, never a count over the chain's
 * totals per request.
 */
export async function chainStanding(
  cached: CachedReads,
  totalScore: number,
): Promise<{ position: number; players: number }> {
  const venues = await cached.locations();
  const fields = await Promise.all(
    venues.map((v) =>
      cached.venue(v.id).then(
        (s) => ({ above: placeAmong(s.totals, totalScore) - 1, size: s.totals.length }),
        // A venue removed since the list was read has nobody left to count.
        (error: unknown) => {
          if (isNotFound(error)) return { above: 0, size: 0 };
          throw error;
        },
      ),
    ),
  );
  return mergedPlace(fields);
}
