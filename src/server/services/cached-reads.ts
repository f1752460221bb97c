import type { PlayerHistory } from '../../contract/schemas/history';
import type { Leaderboard } from '../../contract/schemas/leaderboards';
import type { ActivateLocation } from '../../contract/schemas/locations';
import type { PlayerData } from '../../contract/schemas/players';
import { type BoardScope, boardName } from '../../domain/board-scope';
import type { DayClock } from '../../domain/days';
import { type HistoryRange, rangeStart } from '../../domain/history';
import { LOCATION_NOT_FOUND, NO_PLAYER_FOUND, PLAYER_NOT_FOUND } from '../../domain/messages';
import { playerNameKey } from '../../domain/player-name';
import type { Db } from '../db/client';
import { notFound } from './errors';
import { leaderboard } from './leaderboards';
import type { LocationRow } from './locations';
import { allLocations } from './locations';
import { playerData } from './player-data';
import { playerHistory } from './player-days';
import { findPlayer, type PlayerRow, playerLocations } from './players';
import { PreparedJson } from './prepared-json';
import type { ReadCache } from './read-cache';
import { loadVenueState, type VenueState, venueStateBytes } from './venue-state';

/** A player's data at a venue as the API sends it, and whose it is. */
interface PlayerAnswer {
  playerId: number;
  json: PreparedJson<PlayerData>;
  /** What it weighs in the cache. */
  bytes: number;
}

/** A player and the venues they play at, their best first. */
interface PlayerVenues {
  player: PlayerRow;
  venues: Array<LocationRow & { totalScore: number }>;
}

/**
 * The public reads the API and the pages share, each computed once per data version and kept
 * (see ReadCache): a venue's state, a player's data at a venue, a player's venues. A page renders
 * from the same result its API answer is made of. An unknown player or venue is a 404 and never
 * an entry.
 */
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

  /** A player by name (any case, spaces around ignored); 404 with `message` when there is none. */
  async player(name: string, message = NO_PLAYER_FOUND): Promise<PlayerRow> {
    const player = await findPlayer(this.db, name);
    if (!player) throw notFound(message);
    return player;
  }

  /** A player's data at a venue, serialized once; 404 when the player or venue is unknown or they do not play there. */
  playerData(name: string, locationId: number): Promise<PlayerAnswer> {
    return this.cache.get(`player-data|${locationId}|${playerNameKey(name)}`, async () => {
      const [player, venue] = await Promise.all([this.player(name), this.venue(locationId)]);
      const data = await playerData(this.db, player, venue);
      if (!data) throw notFound(NO_PLAYER_FOUND);
      const json = new PreparedJson(data);
      return { playerId: player.id, json, bytes: json.bytes };
    });
  }

  /**
   * A board (a venue's, a city's or the world's) today and yesterday, computed once per data
   * version and day; the API's answer and the board pages are made of it.
   */
  board(scope: BoardScope<LocationRow>, today: string, clock: DayClock): Promise<PreparedJson<Leaderboard>> {
    // Kinds apart: a city could be called what another venue's id reads as.
    const key =
      scope.kind === 'venue'
        ? `venue:${scope.venue.id}`
        : `${scope.kind}:${boardName(scope).toLocaleLowerCase('und')}`;
    return this.cache.get(`board|${today}|${key}`, async () => {
      const board = await leaderboard(this.db, scope, today, clock);
      return new PreparedJson({ location: boardName(scope), ...board });
    });
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
      const venues = await playerLocations(this.db, player.id);
      if (venues.length === 0) throw notFound(PLAYER_NOT_FOUND);
      return { player, venues };
    });
  }
}
