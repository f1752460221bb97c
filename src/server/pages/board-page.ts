import type { Leaderboard } from '../../contract/schemas/leaderboards';
import type { ActivateLocation } from '../../contract/schemas/locations';
import type { Movers } from '../../contract/schemas/movers';
import type { PeriodBoard } from '../../contract/schemas/period-boards';
import { type BoardPeriod, boardPeriodOf, isGainPeriod, UNKNOWN_PERIOD } from '../../domain/board-period';
import { type BoardPlace, placeOnBoard } from '../../domain/day-change';
import { type DayClock, dayOf } from '../../domain/days';
import { LEADERBOARD_FAILED, LOCATION_NOT_FOUND } from '../../domain/messages';
import { dayClock } from '../config';
import { isDatabaseUnavailable } from '../db/errors';
import type { Runtime } from '../runtime';
import type { LocationRow } from '../services/locations';
import { loadPage, type PageLoad, venueOfAddress } from './page-load';

/**
 * The period a board page shows (its `?period=`) and, over the month or year, its gains: today's
 * and yesterday's are the day board's own two lists.
 */
interface BoardPeriodView {
  period: BoardPeriod;
  /** The month's or year's board; undefined for today and yesterday. */
  gains: PeriodBoard | undefined;
}

/** What a board page shows, or why it cannot. */
type BoardPage = PageLoad<{ board: Leaderboard; locationName: string; locationId: number } & BoardPeriodView>;

/** What a public board page shows: the board, its movers (today's only) and every venue for the switcher. */
export type PublicBoardPage = PageLoad<
  {
    board: Leaderboard;
    movers: Movers | undefined;
    /** The venue of a venue's board; undefined on the world's. */
    venue: LocationRow | undefined;
    venues: ActivateLocation[];
  } & BoardPeriodView
>;

/** Today's board of the world or of a venue, from the same kept answer the API serves. */
async function readBoard(
  runtime: Pick<Runtime, 'cached'>,
  venue: LocationRow | undefined,
  clock: DayClock,
): Promise<Leaderboard> {
  const scope = venue ? ({ kind: 'venue', venue } as const) : ({ kind: 'world' } as const);
  return (await runtime.cached.board(scope, dayOf(new Date(), clock), clock)).parsed();
}

/** The month's or year's board of the world or a venue, from the same kept answer the API serves. */
async function readGains(
  runtime: Pick<Runtime, 'cached'>,
  venue: LocationRow | undefined,
  period: BoardPeriod,
  clock: DayClock,
): Promise<PeriodBoard | undefined> {
  if (!isGainPeriod(period)) return undefined;
  const scope = venue ? ({ kind: 'venue', venue } as const) : ({ kind: 'world' } as const);
  return (await runtime.cached.periodBoard(scope, period, dayOf(new Date(), clock))).parsed();
}

/** The page's answer to a `?period=` that names no period: a 400 with what it takes. */
const unknownPeriod = () => ({ kind: 'error', message: UNKNOWN_PERIOD, status: 400 }) as const;

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
  periodParam: string | null,
): Promise<BoardPage> {
  if (!params.playerName) return { kind: 'invalid', problem: 'Missing player name' };
  const venue = venueOfAddress(params.locationId);
  if (!('id' in venue)) return venue;
  const period = boardPeriodOf(periodParam);
  if (!period) return unknownPeriod();
  return loadPage(LEADERBOARD_FAILED, async () => {
    const clock = dayClock(runtime.config);
    const { location } = await runtime.cached.venue(venue.id);
    const scope = world ? undefined : location;
    const [board, gains] = await Promise.all([
      readBoard(runtime, scope, clock),
      readGains(runtime, scope, period, clock),
    ]);
    return { board, locationName: location.name, locationId: location.id, period, gains };
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
  periodParam: string | null,
): Promise<PublicBoardPage> {
  const address = venueParam === undefined ? undefined : venueOfAddress(venueParam);
  if (address && !('id' in address)) return notFoundVenue();
  const period = boardPeriodOf(periodParam);
  if (!period) return unknownPeriod();
  return loadPage(LEADERBOARD_FAILED, async () => {
    const clock = dayClock(runtime.config);
    const venue = address ? (await runtime.cached.venue(address.id)).location : undefined;
    const scope = venue ? ({ kind: 'venue', venue } as const) : ({ kind: 'world' } as const);
    const [board, movers, gains, venues] = await Promise.all([
      readBoard(runtime, venue, clock),
      // What moved since yesterday's close belongs with today's board only.
      period === 'today'
        ? runtime.cached.movers(scope, dayOf(new Date(), clock), clock).then((m) => m.parsed())
        : undefined,
      readGains(runtime, venue, period, clock),
      runtime.cached.locations(),
    ]);
    return { board, movers, venue, venues, period, gains };
  });
}

/**
 * The chain's movers for the landing page; undefined when they cannot be read: the landing page,
 * whose search must always work, goes on without them (an unexpected failure is logged).
 */
export async function loadChainMovers(runtime: Runtime): Promise<Movers | undefined> {
  try {
    const clock = dayClock(runtime.config);
    return (await runtime.cached.movers({ kind: 'world' }, dayOf(new Date(), clock), clock)).parsed();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) console.error("The landing page's movers failed:", error);
    return undefined;
  }
}

/** A public board address that names no venue (a word, 0, past 2^31): the venue's 404. */
function notFoundVenue(): PublicBoardPage {
  return { kind: 'error', message: LOCATION_NOT_FOUND, status: 404 };
}
