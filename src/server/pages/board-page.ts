import type { Leaderboard } from '../../contract/schemas/leaderboards';
import type { ActivateLocation } from '../../contract/schemas/locations';
import type { Movers } from '../../contract/schemas/movers';
import { type BoardPlace, placeOnBoard } from '../../domain/day-change';
import { type DayClock, dayOf } from '../../domain/days';
import { LEADERBOARD_FAILED, LOCATION_NOT_FOUND } from '../../domain/messages';
import { dayClock } from '../config';
import { isDatabaseUnavailable } from '../db/errors';
import type { Runtime } from '../runtime';
import type { LocationRow } from '../services/locations';
import { loadPage, type PageLoad, venueOfAddress } from './page-load';

/** What a board page shows, or why it cannot. */
type BoardPage = PageLoad<{ board: Leaderboard; locationName: string; locationId: number }>;

/** What a public board page shows: the board, its movers and every venue for the switcher. */
export type PublicBoardPage = PageLoad<{
  board: Leaderboard;
  movers: Movers;
  /** The venue of a venue's board; undefined on the world's. */
  venue: LocationRow | undefined;
  venues: ActivateLocation[];
}>;

const decoder = new TextDecoder();

/** A kept answer's JSON, as the page renders it. */
const keptValue = <T>(answer: { body: Uint8Array }): T => JSON.parse(decoder.decode(answer.body)) as T;

/** Today's board of the world or of a venue, from the same kept answer the API serves. */
async function readBoard(
  runtime: Pick<Runtime, 'cached'>,
  venue: LocationRow | undefined,
  clock: DayClock,
): Promise<Leaderboard> {
  const scope = venue ? ({ kind: 'venue', venue } as const) : ({ kind: 'world' } as const);
  return keptValue<Leaderboard>(await runtime.cached.board(scope, dayOf(new Date(), clock), clock));
}

/** A player's row on their venue's board today (undefined below its top), for the summary's day line. */
export async function placeOnVenueBoard(
  runtime: Pick<Runtime, 'cached'>,
  venue: LocationRow,
  playerName: string,
  clock: DayClock,
): Promise<BoardPlace | undefined> {
  return placeOnBoard((await readBoard(runtime, venue, clock)).today, playerName);
}

/**
 * Loads a venue's board (or the world's) for a page of the player area, from the same kept answer
 * the API serves. An unknown venue is a 404 (and its page is never kept).
 */
export async function loadBoardPage(
  runtime: Runtime,
  params: { playerName?: string | undefined; locationId?: string | undefined },
  world: boolean,
): Promise<BoardPage> {
  if (!params.playerName) return { kind: 'invalid', problem: 'Missing player name' };
  const venue = venueOfAddress(params.locationId);
  if (!('id' in venue)) return venue;
  return loadPage(LEADERBOARD_FAILED, async () => {
    const { location } = await runtime.cached.venue(venue.id);
    const board = await readBoard(runtime, world ? undefined : location, dayClock(runtime.config));
    return { board, locationName: location.name, locationId: location.id };
  });
}

/**
 * Loads a public board page (no player in the address): the world's board when `venueParam` is
 * undefined, else the venue's with that id. An id no venue has, or an address that is not an id,
 * is a 404 with 'Location not found.' (never kept).
 */
export async function loadPublicBoardPage(
  runtime: Runtime,
  venueParam: string | undefined,
): Promise<PublicBoardPage> {
  const address = venueParam === undefined ? undefined : venueOfAddress(venueParam);
  if (address && !('id' in address)) return notFoundVenue();
  return loadPage(LEADERBOARD_FAILED, async () => {
    const clock = dayClock(runtime.config);
    const venue = address ? (await runtime.cached.venue(address.id)).location : undefined;
    const scope = venue ? ({ kind: 'venue', venue } as const) : ({ kind: 'world' } as const);
    const [board, movers, venues] = await Promise.all([
      readBoard(runtime, venue, clock),
      runtime.cached.movers(scope, dayOf(new Date(), clock), clock).then((m) => keptValue<Movers>(m)),
      runtime.cached.locations(),
    ]);
    return { board, movers, venue, venues };
  });
}

/**
 * The chain's movers for the landing page; undefined when they cannot be read: the landing page,
 * whose search must always work, goes on without them (an unexpected failure is logged).
 */
export async function loadChainMovers(runtime: Runtime): Promise<Movers | undefined> {
  try {
    const clock = dayClock(runtime.config);
    return keptValue<Movers>(await runtime.cached.movers({ kind: 'world' }, dayOf(new Date(), clock), clock));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) console.error("The landing page's movers failed:", error);
    return undefined;
  }
}

/** A public board address that names no venue (a word, 0, past 2^31): the venue's 404. */
function notFoundVenue(): PublicBoardPage {
  return { kind: 'error', message: LOCATION_NOT_FOUND, status: 404 };
}
