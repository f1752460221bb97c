import { boardScope } from '../../../domain/board-scope';
import { notFound } from '../../http/errors';
import type { CachedReads } from '../../services/cached-reads';

/** The answer when an address names no venue, city or board. */
export const BOARD_NOT_FOUND = 'No venue, city or board by that name or id';

/** The board an address names (a venue's name or id, a city, or 'world'), or a 404. */
export async function scopeOf(cached: CachedReads, city: string) {
  const scope = boardScope(city, await cached.locations());
  if (!scope) throw notFound(`${BOARD_NOT_FOUND}.`);
  return scope;
}
