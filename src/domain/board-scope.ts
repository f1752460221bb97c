/** A venue as a board is addressed by: its id, its name and its city. */
interface BoardVenue {
  id: number;
  name: string;
  city: string;
}

/** The name the world board is addressed by. */
export const WORLD_BOARD = 'world';

/** Which board an address names: the world's, one venue's, or a city's venues together. */
export type BoardScope<V extends BoardVenue = BoardVenue> =
  | { kind: 'world' }
  | { kind: 'venue'; venue: V }
  | { kind: 'city'; city: string; venues: V[] };

const same = (a: string, b: string) => a.toLocaleLowerCase('und') === b.toLocaleLowerCase('und');

/**
 * The board `/api/leaderboards/{city}` names, matched without regard to case or surrounding
 * space, in this order: 'world'; a venue's name; a city (its one venue's board, or with several
 * venues the city's board of them all); a venue's id. Undefined when nothing matches.
 */
export function boardScope<V extends BoardVenue>(
  param: string,
  venues: readonly V[],
): BoardScope<V> | undefined {
  const wanted = param.trim();
  if (same(wanted, WORLD_BOARD)) return { kind: 'world' };
  const byName = venues.find((v) => same(v.name, wanted));
  if (byName) return { kind: 'venue', venue: byName };
  const inCity = venues.filter((v) => same(v.city, wanted));
  const [only] = inCity;
  if (inCity.length === 1 && only) return { kind: 'venue', venue: only };
  if (inCity.length > 1 && only) return { kind: 'city', city: only.city, venues: inCity };
  const byId = /^\d{1,9}$/.test(wanted) ? venues.find((v) => v.id === Number(wanted)) : undefined;
  return byId ? { kind: 'venue', venue: byId } : undefined;
}

/** The name a board answers under: the venue's or the city's name, or 'world'. */
export function boardName(scope: BoardScope): string {
  if (scope.kind === 'world') return WORLD_BOARD;
  return scope.kind === 'venue' ? scope.venue.name : scope.city;
}
