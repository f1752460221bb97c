import { NO_CONTROL_PATTERN, Text, VISIBLE_TEXT_PATTERN } from '../../../contract/schemas/common';
import { boardScope } from '../../../domain/board-scope';
import { notFound } from '../../http/errors';
import type { CachedReads } from '../../services/cached-reads';

/** The answer when an address names no venue, city or board. */
export const BOARD_NOT_FOUND = 'No venue, city or board by that name or id';

/** A board's address, as both boards' paths take it. */
export const BoardAddress = Text("A venue's name or id, a city, or 'world'", 100)
  .regex(new RegExp(NO_CONTROL_PATTERN), 'A board address has no control characters.')
  .meta({ pattern: VISIBLE_TEXT_PATTERN });

/** The board an address names (a venue's name or id, a city, or 'world'), or a 404. */
export async function scopeOf(cached: CachedReads, city: string) {
  const scope = boardScope(city, await cached.locations());
  if (!scope) throw notFound(`${BOARD_NOT_FOUND}.`);
  return scope;
}
