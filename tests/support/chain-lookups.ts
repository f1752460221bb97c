/**
 * Finding the players and venues a test needs, through the API's own answers: the end-to-end
 * tests ask the running server (tests/e2e/players.ts), the page tests their in-process API
 * (tests/pages/site.ts). `read` GETs a path and gives its JSON, or undefined for an error.
 */
export type ReadJson = (path: string) => Promise<unknown>;

/** A venue, as the API lists them. */
export interface Venue {
  id: number;
  name: string;
}

/** A player with the venues they play at. */
export interface PlayerAtVenues {
  name: string;
  venues: Venue[];
}

/** The world board's leader: the best player of their venue (tracked in the demo seed). */
export interface Leader {
  name: string;
  locationId: number;
  city: string;
}

/** The world board's first player among `names` (other tests may add players of their own). */
export async function worldLeaderAmong(read: ReadJson, names: Set<string>): Promise<Leader> {
  const board = (await read('/api/leaderboards/world')) as {
    today: Array<{ players: string; locationId: number; city: string }>;
  };
  const top = board.today.find((entry) => names.has(entry.players));
  if (!top) throw new Error('No seeded player on the world board');
  return { name: top.players, locationId: top.locationId, city: top.city };
}

/** The first of `names` with exactly `count` venues (or at least `atLeast`). */
export async function playerWithVenuesAmong(
  read: ReadJson,
  names: string[],
  want: { count?: number; atLeast?: number },
): Promise<PlayerAtVenues> {
  for (const name of names) {
    const venues = (await read(`/api/activate/playerlocations/${encodeURIComponent(name)}`)) as
      | Venue[]
      | undefined;
    if (!venues) continue;
    if (want.count !== undefined ? venues.length === want.count : venues.length >= (want.atLeast ?? 1))
      return { name, venues };
  }
  throw new Error(`No seeded player with ${JSON.stringify(want)} venues`);
}

/** Every venue, as the API lists them. */
export async function venuesOf(read: ReadJson): Promise<Venue[]> {
  return (await read('/api/activate/locations')) as Venue[];
}

/** A venue's name by id. */
export async function venueNameOf(read: ReadJson, id: number): Promise<string> {
  return (await venuesOf(read)).find((v) => v.id === id)?.name ?? '';
}
