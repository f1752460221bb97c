import { PlayerName } from '../../contract/schemas/common';
import type { ActivateLocation } from '../../contract/schemas/locations';
import type { CachedProfile, RoomScores } from '../../contract/schemas/players';
import type { PlayerSuggestion } from '../../contract/schemas/suggestions';
import type { BoardPlace } from '../../domain/day-change';
import type { DayClock } from '../../domain/days';
import { levelName, lostTopScores } from '../../domain/figure-context';
import { NO_PLAYER_FOUND, PLAYER_DATA_FAILED } from '../../domain/messages';
import { ownPlayerPath, playerNameOfPath } from '../../domain/paths';
import { isDatabaseUnavailable } from '../db/errors';
import type { Runtime } from '../runtime';
import type { PlayerHead } from '../services/cached-reads';
import { chainStanding } from '../services/chain-standing';
import { isNotFound } from '../services/errors';
import { cachedProfileAt } from '../services/profile-snapshots';
import { placeOnVenueBoard } from './board-page';
import { type HistoryLoad, loadHistory } from './history-page';
import { loadPage, type PageLoad, venueOfAddress } from './page-load';
import { loadInsights, type PlayerInsights } from './player-insights';

/** A player asked for at a venue where they have no scores: their name and the venues they play at. */
export interface Elsewhere {
  playerName: string;
  venues: Array<{ id: number; name: string }>;
}

/**
 * What a player page (summary, games) shows, why it cannot, or the address it has: asked for by
 * another spelling of the name (another case, accents composed otherwise, characters encoded that
 * need not be), the page is sent there (`movedPermanently`), so each spelling is not rendered and
 * kept apart.
 */
type PlayerPage =
  | Exclude<PageLoad<PlayerPageData>, { kind: 'error' }>
  | PlayerPageError
  | { kind: 'moved'; location: string };

/**
 * A page that cannot show its player; 'No player was found.' may lead to where they play, or, when
 * nobody has that name, to the names it could have meant.
 */
type PlayerPageError = Extract<PageLoad<PlayerPageData>, { kind: 'error' }> & {
  elsewhere?: Elsewhere;
  didYouMean?: PlayerSuggestion[];
};

type PlayerPageData = {
  /** The player's figures, names and teams at the venue. */
  data: PlayerHead;
  /** The player's levels by room and game: loaded for the games page only. */
  rooms?: RoomScores[] | undefined;
  /** The levels whose top score the player held at their tracked snapshot and holds no more ('Hex Run L1'): for the summary only. */
  lostTops?: string[] | undefined;
  cached: CachedProfile | undefined;
  locations: ActivateLocation[];
  /** How many players have a total at the venue: the position's context ('#60 of 412 at Leeds'). */
  playersAtVenue: number;
  /** The venue total's place among every (player, venue) total of the chain. */
  chain: { position: number; players: number };
  /** What to play next and recent bests: loaded for the summary only. */
  insights?: PlayerInsights | undefined;
  /** The history chart's first range: loaded for the summary only. */
  history?: HistoryLoad | undefined;
  /** The player's row on the venue's board today (none below its top): for the summary only. */
  place?: BoardPlace | undefined;
};

/**
 * Loads a player page: the player's data at the venue from the same kept answer the API serves
 * (see CachedReads; no second round of queries), their latest tracked snapshot there, and the
 * venues (kept too). The summary (`insights`) reads only the answer's kept head, the games page
 * (`rooms`) its levels too. Every read the page needs is made here, inside the one error mapping
 * (page-load.ts): an unknown player or venue is a 404 with its message, a database that is away or
 * too busy a 503.
 */
export async function loadPlayerPage(
  runtime: Pick<Runtime, 'cached' | 'database'>,
  request: Request,
  params: { locationId?: string | undefined },
  /**
   * `insights`: the chain's day clock, to load the summary's insights, history and lost top
   * scores too; `rooms`: the levels by room and game, for the games page.
   */
  options: { insights?: DayClock | undefined; rooms?: boolean } = {},
): Promise<PlayerPage> {
  // From the request's own URL, decoded once: the router's (Astro.url, Astro.params) is decoded
  // until nothing changes, which made 'Mate%256F40' open Mateo40's page.
  const url = new URL(request.url);
  const name = PlayerName.safeParse(playerNameOfPath(url.pathname));
  const venue = venueOfAddress(params.locationId);
  if (!name.success) return { kind: 'invalid', problem: 'Missing player name' };
  if (!('id' in venue)) return venue;
  const page = await loadPage(PLAYER_DATA_FAILED, async () => {
    const answer = await runtime.cached.playerData(name.data, venue.id);
    const data = answer.head;
    const [cached, locations, state, chain, insights, history] = await Promise.all([
      cachedProfileAt(runtime.database.db, answer.playerId, data.locationId),
      runtime.cached.locations(),
      // Kept per data version: the player's data was made from it.
      runtime.cached.venue(venue.id),
      chainStanding(runtime.cached, data.totalScore),
      options.insights ? loadInsights(runtime.cached, name.data, venue.id, options.insights) : undefined,
      options.insights ? loadHistory(runtime.cached, name.data, venue.id, options.insights) : undefined,
    ]);
    // The board is kept per data version too, and read after the venue it is of.
    const place = options.insights
      ? await placeOnVenueBoard(runtime, state.location, data.playerName, options.insights)
      : undefined;
    // The levels: the games page's tables, or the summary's comparison with a tracked snapshot.
    const whole = options.rooms || (options.insights && cached) ? answer.json.read() : undefined;
    const lostTops =
      options.insights && cached && whole
        ? lostTopScores(cached.scores, whole.scores).map((l) => levelName(l.gameName, l.levelId))
        : undefined;
    const rooms = options.rooms ? whole?.groupedRoomScores : undefined;
    return {
      data,
      rooms,
      lostTops,
      cached,
      locations,
      playersAtVenue: state.totals.length,
      chain,
      insights,
      history,
      place,
    };
  });
  if (page.kind === 'ok') {
    const own = ownPlayerPath(url.pathname, page.data.playerName);
    return own === url.pathname ? page : { kind: 'moved', location: `${own}${url.search}` };
  }
  if (page.kind !== 'error' || page.message !== NO_PLAYER_FOUND) return page;
  const elsewhere = await venuesElsewhere(runtime, name.data);
  if (elsewhere) return { ...page, elsewhere };
  const didYouMean = await namesLike(runtime, name.data);
  return didYouMean.length > 0 ? { ...page, didYouMean } : page;
}

/**
 * Names like one nobody has (kept per data version, as the API's suggestions); none when the
 * database cannot say now: the page's 404 stands on its own.
 */
async function namesLike(runtime: Pick<Runtime, 'cached'>, name: string): Promise<PlayerSuggestion[]> {
  try {
    return await runtime.cached.suggestions(name);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return [];
    throw error;
  }
}

/**
 * The venues of a player asked for at a venue where they have no scores, so that the page leads
 * to where they play; undefined when nobody has that name, they play nowhere, or the database
 * cannot say now (the page's 404 stands on its own).
 */
async function venuesElsewhere(
  runtime: Pick<Runtime, 'cached'>,
  name: string,
): Promise<Elsewhere | undefined> {
  try {
    const { player, venues } = await runtime.cached.playerVenues(name);
    return { playerName: player.name, venues: venues.map((v) => ({ id: v.id, name: v.name })) };
  } catch (error) {
    if (isNotFound(error) || isDatabaseUnavailable(error)) return undefined;
    throw error;
  }
}
