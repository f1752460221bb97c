import { fillPath } from '../../contract/route';
import { routes } from '../../contract/routes';
import type { Leaderboard } from '../../contract/schemas/leaderboards';
import type { PlayerData } from '../../contract/schemas/players';
import { type AtomEntry, atomXml } from '../../domain/atom';
import { isolateWhereNeeded } from '../../domain/bidi';
import type { DayClock } from '../../domain/days';
import {
  feedSince,
  playerNewsTitle,
  type ScoreNews,
  scoreNewsId,
  scoreNewsLink,
  venueNewsTitle,
} from '../../domain/feed-entries';
import { formatNumber } from '../../domain/format';
import { playerPath } from '../../domain/paths';
import { playerNameKey } from '../../domain/player-name';
import { type BoardShareRow, boardShareRows, type PlayerShare } from '../../domain/share-card';
import type { Db } from '../db/client';
import type { CachedReads } from './cached-reads';
import { renderPlayerCard } from './cards/player-card';
import { renderVenueCard } from './cards/venue-card';
import { playerNews, venueNews } from './feeds';
import { PreparedBody } from './prepared-body';
import type { ReadCache } from './read-cache';

const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/**
 * What a shared link shows: each player's and venue board's card (a PNG) and feed (Atom), made
 * from the kept public reads (CachedReads) and kept per data version like them, so a card is
 * drawn once per change of the data however often its link is previewed. Addresses in a feed are
 * the site's public origin's; an unknown player or venue is a 404 and never an entry.
 */
export class ShareReads {
  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
    private readonly cached: CachedReads,
    private readonly siteName: string,
  ) {}

  /** What a player's card and link preview say of them at a venue. */
  async playerShare(name: string, locationId: number): Promise<PlayerShare> {
    const [answer, state] = await Promise.all([
      this.cached.playerData(name, locationId),
      this.cached.venue(locationId),
    ]);
    const data: PlayerData = answer.json.read();
    return {
      playerName: data.playerName,
      totalScore: data.totalScore,
      standing: data.standing,
      playersAtVenue: state.totals.length,
      venue: data.locationName,
    };
  }

  /** A player's card at a venue. */
  playerCard(name: string, locationId: number): Promise<PreparedBody> {
    return this.cache.get(`card|player|${locationId}|${playerNameKey(name)}`, async () =>
      renderPlayerCard(await this.playerShare(name, locationId), this.siteName),
    );
  }

  /** A venue's name and the top of its board today. */
  async venueBoard(
    locationId: number,
    today: string,
    clock: DayClock,
  ): Promise<{ venue: string; rows: BoardShareRow[] }> {
    const { location } = await this.cached.venue(locationId);
    const answer = await this.cached.board({ kind: 'venue', venue: location }, today, clock);
    const board: Leaderboard = answer.read();
    return { venue: location.name, rows: boardShareRows(board.today) };
  }

  /** A venue board's card. */
  venueCard(locationId: number, today: string, clock: DayClock): Promise<PreparedBody> {
    return this.cache.get(`card|venue|${locationId}|${today}`, async () => {
      const { venue, rows } = await this.venueBoard(locationId, today, clock);
      return renderVenueCard(venue, rows, this.siteName);
    });
  }

  /** A player's feed: their personal bests and top scores of the last 30 days at every venue. */
  playerFeed(name: string, origin: string, now: Date): Promise<PreparedBody> {
    return this.cache.get(`feed|player|${playerNameKey(name)}|${origin}`, async () => {
      const { player, venues } = await this.cached.playerVenues(name);
      const news = await playerNews(this.db, player.id, feedSince(now));
      const home = venues[0]?.id ?? news[0]?.locationId ?? 0;
      return this.#atom(origin, now, {
        path: fillPath(routes.playerFeed.path, { playerName: player.name }),
        title: `${isolateWhereNeeded(player.name)}: best scores · ${this.siteName}`,
        subtitle: `${isolateWhereNeeded(player.name)}'s personal bests and top scores of the last 30 days`,
        page: playerPath(player.name, home),
        news,
        titleOf: playerNewsTitle,
      });
    });
  }

  /** A venue's feed: the top scores set there in the last 30 days that still stand. */
  venueFeed(locationId: number, origin: string, now: Date): Promise<PreparedBody> {
    return this.cache.get(`feed|venue|${locationId}|${origin}`, async () => {
      const { location } = await this.cached.venue(locationId);
      const news = await venueNews(this.db, locationId, feedSince(now));
      return this.#atom(origin, now, {
        path: fillPath(routes.venueFeed.path, { locationId }),
        title: `${isolateWhereNeeded(location.name)}: new top scores · ${this.siteName}`,
        subtitle: `Top scores set at ${isolateWhereNeeded(location.name)} in the last 30 days`,
        page: `/`,
        news,
        titleOf: venueNewsTitle,
      });
    });
  }

  #atom(
    origin: string,
    now: Date,
    feed: {
      path: string;
      title: string;
      subtitle: string;
      page: string;
      news: ScoreNews[];
      titleOf: (news: ScoreNews) => string;
    },
  ): PreparedBody {
    // A tag URI names a host without its port.
    const host = new URL(origin).hostname;
    const entries: AtomEntry[] = feed.news.map((n) => ({
      id: scoreNewsId(host, n),
      title: feed.titleOf(n),
      updated: n.achievedAt,
      link: scoreNewsLink(origin, n),
      summary: `${n.playerName} scored ${formatNumber(n.score)} at ${n.venue}${n.top ? ', the top score there' : ''}.`,
      author: n.playerName,
    }));
    const xml = atomXml({
      id: `${origin}${feed.path}`,
      title: feed.title,
      subtitle: feed.subtitle,
      self: `${origin}${feed.path}`,
      alternate: `${origin}${feed.page}`,
      fallbackUpdated: now,
      author: this.siteName,
      entries,
    });
    return new PreparedBody(new TextEncoder().encode(xml), ATOM_TYPE);
  }
}
