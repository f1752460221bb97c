import type { PlayerHistory } from '../../contract/schemas/history';
import type { PlayNext, RecentBests } from '../../contract/schemas/insights';
import type { Leaderboard } from '../../contract/schemas/leaderboards';
import type { ActivateLocation } from '../../contract/schemas/locations';
import type { Movers, NewTopScore } from '../../contract/schemas/movers';
import type { PeriodBoard } from '../../contract/schemas/period-boards';
import type { PlayerData } from '../../contract/schemas/players';
import type { PlayerSuggestion } from '../../contract/schemas/suggestions';
import type { GainPeriod } from '../../domain/board-period';
import { type BoardScope, boardName } from '../../domain/board-scope';
import { type DayClock, dayEnd } from '../../domain/days';
import { type HistoryRange, rangeStart } from '../../domain/history';
import { LOCATION_NOT_FOUND, NO_PLAYER_FOUND, PLAYER_NOT_FOUND } from '../../domain/messages';
import { playerNameKey } from '../../domain/player-name';
import { playerSearchKey } from '../../domain/search-key';
import type { Db } from '../db/client';
import { isNotFound, notFound } from './errors';
import { leaderboard } from './leaderboards';
import type { LocationRow } from './locations';
import { allLocations } from './locations';
import { boardMovers, newTopScores } from './movers';
import { periodBoard } from './period-gains';
import { playNextAt } from './play-next';
import { playerData } from './player-data';
import { playerHistory } from './player-days';
import { findPlayer, type PlayerRow, playerLocations } from './players';
import { PreparedJson } from './prepared-json';
import type { ReadCache } from './read-cache';
import { recentBests } from './recent-bests';
import { suggestPlayers } from './suggestions';
import { loadVenueState, type VenueState, venueStateBytes } from './venue-state';

/** A player's data at a venue without its levels: the figures, names and teams a summary shows. */
export type PlayerHead = Omit<PlayerData, 'scores' | 'groupedRoomScores'>;

/** A player's data at a venue as the API sends it, and whose it is. */
interface PlayerAnswer {
  playerId: number;
  json: PreparedJson<PlayerData>;
  /**
   * The data without its levels, kept as a value: a summary shows only these, and parsing the
   * whole answer back (about 90 KB, most of it levels) was a tenth of a cold summary's time.
   */
  head: PlayerHead;
  /** What it weighs in the cache. */
  bytes: number;
}

/** What a kept head weighs, about: its figures, names and the player's league teams with their rosters. */
const headBytes = (head: PlayerHead): number =>
  256 + head.aglTeams.reduce((sum, team) => sum + 128 + 32 * team.players.length, 0);

/** An answer the API sends as it was serialized, and a page renders from as it is. */
interface KeptAnswer<T> {
  value: T;
  json: PreparedJson<T>;
  bytes: number;
}

/** A player's own answer kept (what to play next, recent bests): sent to the few who ask for them. */
const kept = <T>(value: T): KeptAnswer<T> => {
  const json = new PreparedJson(value, { audience: 'one' });
  return { value, json, bytes: json.bytes };
};

/** A player and the venues they play at, their best first. */
interface PlayerVenues {
  player: PlayerRow;
  venues: Array<LocationRow & { totalScore: number }>;
}

/** A board's key among the kept answers: kinds apart, as a city could be called what another venue's id reads as. */
const scopeKey = (scope: BoardScope<LocationRow>): string =>
  scope.kind === 'venue'
    ? `venue:${scope.venue.id}`
    : `${scope.kind}:${boardName(scope).toLocaleLowerCase('und')}`;

/**
 * The public reads the API and the pages share, each computed once per data version and kept
 * (see ReadCache): a venue's state, a player's data at a venue, a player's venues. A page renders
 * from the same result its API answer is made of. An unknown player or venue is a 404 and never
 * an entry.
 */
/** What a kept player row and a venue row of theirs weigh, about (the cache's bound is in bytes). */
const PLAYER_ROW_BYTES = 64;
const VENUE_ROW_BYTES = 128;

export class CachedReads {
  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
  ) {}

  /** A venue's shared state (see VenueState); 404 when no venue has that id. */
  venue(id: number): Promise<VenueState> {
    return this.cache.get(
      `venue|${id}`,
      async () => {
        const state = await loadVenueState(this.db, id);
        if (!state) throw notFound(LOCATION_NOT_FOUND);
        return state;
      },
      { bytes: venueStateBytes },
    );
  }

  /** Every venue, by name. */
  locations(): Promise<ActivateLocation[]> {
    return this.cache.get('locations', () => allLocations(this.db));
  }

  /**
   * A player by name (any case, spaces around ignored); 404 with `message` when there is none.
   * Kept per data version: a summary asks for its player by name four times (data, history, what
   * to play next, recent bests), each once a query to the database. A name nobody has is not kept
   * (names made up by a visitor would push out answers worth keeping).
   */
  async player(name: string, message = NO_PLAYER_FOUND): Promise<PlayerRow> {
    try {
      return await this.cache.get(
        `player|${playerNameKey(name)}`,
        async () => {
          const player = await findPlayer(this.db, name);
          if (!player) throw notFound(message);
          return player;
        },
        { bytes: (player) => PLAYER_ROW_BYTES + player.name.length * 2 },
      );
    } catch (error) {
      // Two callers may share one look-up: each refuses with its own words.
      throw isNotFound(error) ? notFound(message) : error;
    }
  }

  /** A player's data at a venue, serialized once; 404 when the player or venue is unknown or they do not play there. */
  playerData(name: string, locationId: number): Promise<PlayerAnswer> {
    return this.cache.get(`player-data|${locationId}|${playerNameKey(name)}`, async () => {
      const [player, venue] = await Promise.all([this.player(name), this.venue(locationId)]);
      const data = await playerData(this.db, player, venue);
      if (!data) throw notFound(NO_PLAYER_FOUND);
      const json = new PreparedJson(data, { audience: 'one' });
      const { scores: _, groupedRoomScores: __, ...head } = data;
      return { playerId: player.id, json, head, bytes: json.bytes + headBytes(head) };
    });
  }

  /**
   * A board (a venue's, a city's or the world's) today and yesterday, computed once per data
   * version and day; the API's answer and the board pages are made of it.
   */
  board(scope: BoardScope<LocationRow>, today: string, clock: DayClock): Promise<PreparedJson<Leaderboard>> {
    return this.cache.get(`board|${today}|${scopeKey(scope)}`, async () => {
      const board = await leaderboard(this.db, scope, today, clock);
      return new PreparedJson({ location: boardName(scope), ...board });
    });
  }

  /** A board over the month or year `today` falls in (see periodBoard), once per data version and day. */
  periodBoard(
    scope: BoardScope<LocationRow>,
    period: GainPeriod,
    today: string,
  ): Promise<PreparedJson<PeriodBoard>> {
    return this.cache.get(`period-board|${today}|${period}|${scopeKey(scope)}`, async () => {
      const board = await periodBoard(this.db, scope, period, today);
      return new PreparedJson({ location: boardName(scope), ...board });
    });
  }

  /**
   * Another public read kept per data version under `key`, for a service that owns its own
   * (a level's board): the same cache, the same rules.
   */
  keep<T>(key: string, load: () => Promise<T>, bytes?: (value: T) => number): Promise<T> {
    return this.cache.get(key, load, bytes ? { bytes } : {});
  }

  /**
   * What moved on the world's board or a venue's since yesterday's close (see boardMovers), made
   * of the kept board and the chain's new level tops: once per data version and day.
   */
  movers(
    scope: { kind: 'world' } | { kind: 'venue'; venue: LocationRow },
    today: string,
    clock: DayClock,
  ): Promise<PreparedJson<Movers>> {
    const key = scope.kind === 'venue' ? `venue:${scope.venue.id}` : 'world';
    return this.cache.get(`movers|${today}|${key}`, async () => {
      const board = (await this.board(scope, today, clock)).parsed();
      const tops = board.day ? await this.newTops(board.day, dayEnd(board.day, clock)) : [];
      return new PreparedJson(boardMovers(board, tops, scope.kind === 'venue' ? scope.venue.id : undefined));
    });
  }

  /** The chain's level tops beaten since the close of `day`, once per data version for every board's movers. */
  newTops(day: string, cutoff: Date): Promise<NewTopScore[]> {
    return this.cache.get(`new-tops|${day}|${cutoff.toISOString()}`, () =>
      newTopScores(this.db, day, cutoff),
    );
  }

  /**
   * A player's history at a venue over a range ending today, kept per data version and day: one
   * index range scan of their own rows. 404 as playerData when they do not play there.
   */
  history(name: string, locationId: number, range: HistoryRange, today: string): Promise<PlayerHistory> {
    return this.cache.get(`history|${today}|${range}|${locationId}|${playerNameKey(name)}`, async () => {
      // playerData is kept: it says whether they play there without a query of its own.
      const [player] = await Promise.all([this.player(name), this.playerData(name, locationId)]);
      const from = rangeStart(today, range);
      const points = await playerHistory(this.db, player.id, locationId, from);
      return { playerName: player.name, locationId, range, from: from ?? null, points };
    });
  }

  /** A player and their venues, best first; 404 'Player not found' when unknown or with no venue. */
  playerVenues(name: string): Promise<PlayerVenues> {
    return this.cache.get(`player-venues|${playerNameKey(name)}`, async () => {
      const player = await this.player(name, PLAYER_NOT_FOUND);
      const venues = await this.venueList(player);
      if (venues.length === 0) throw notFound(PLAYER_NOT_FOUND);
      return { player, venues };
    });
  }

  /** Players a search could mean (see suggestPlayers), kept per folded text and venue filter. */
  suggestions(text: string, locationId?: number): Promise<PlayerSuggestion[]> {
    return this.cache.get(`suggest|${locationId ?? ''}|${playerSearchKey(text)}`, () =>
      suggestPlayers(this.db, text, locationId),
    );
  }

  /**
   * What to play next for a player at a venue, and what their never-played games would add at
   * their other venues (see playNextAt); 404 as playerData.
   */
  playNext(name: string, locationId: number): Promise<KeptAnswer<PlayNext>> {
    return this.cache.get(`play-next|${locationId}|${playerNameKey(name)}`, async () => {
      const [player, venue] = await Promise.all([this.player(name), this.venue(locationId)]);
      const venues = await this.venuesOf(player, locationId);
      const others = await Promise.all(
        venues.filter((v) => v.id !== locationId).map((v) => this.venue(v.id)),
      );
      return kept(await playNextAt(this.db, player, venue, others));
    });
  }

  /**
   * A player's personal bests and top scores taken or lost at a venue since `since` (the start of
   * the window, a business day's start, so one answer serves the whole day); 404 as playerData.
   */
  recentBests(name: string, locationId: number, since: Date): Promise<KeptAnswer<RecentBests>> {
    const key = `recent|${since.toISOString()}|${locationId}|${playerNameKey(name)}`;
    return this.cache.get(key, async () => {
      const [player, venue] = await Promise.all([this.player(name), this.venue(locationId)]);
      await this.venuesOf(player, locationId);
      return kept(await recentBests(this.db, player, venue, since));
    });
  }

  /**
   * The player's venues, which must include `locationId` (else 404 as playerData); kept per data
   * version, as what to play next and recent bests both ask on a summary.
   */
  private async venuesOf(player: PlayerRow, locationId: number) {
    const venues = await this.venueList(player);
    if (!venues.some((v) => v.id === locationId)) throw notFound(NO_PLAYER_FOUND);
    return venues;
  }

  /** The venues where a player has scores, best first, kept per data version. */
  private venueList(player: PlayerRow) {
    return this.cache.get(`venues-of|${player.id}`, () => playerLocations(this.db, player.id), {
      bytes: (list) => VENUE_ROW_BYTES * Math.max(1, list.length),
    });
  }
}
