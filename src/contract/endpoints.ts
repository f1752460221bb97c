import { z } from 'zod';
import { UNKNOWN_GAIN_PERIOD } from '../domain/board-period';
import { LEVELS_PER_GAME } from '../domain/constants';
import { LOCATION_NOT_FOUND, NO_PLAYER_FOUND, PLAYER_NOT_FOUND } from '../domain/messages';
import type { StrategyLevel } from '../games/strategy/types';
import type { Route } from './route';
import { routes } from './routes';
import { AuthState } from './schemas/auth';
import { Badge, PlayerBadge } from './schemas/badges';
import {
  ClassicAllLocations,
  ClassicComparePlayer,
  ClassicPlayerInfo,
  ClassicYesterday,
} from './schemas/classic';
import { Id, MAX_ID, PlayerName, Text } from './schemas/common';
import {
  FollowedList,
  FollowRequest,
  GlanceQuery,
  LevelBoardPlayers,
  PlayersGlance,
} from './schemas/friends';
import { PlayNext, RecentBests } from './schemas/insights';
import { IngestResult, RolloverRequest, RolloverResult } from './schemas/jobs';
import { Leaderboard } from './schemas/leaderboards';
import { Team } from './schemas/league';
import { LevelBoard } from './schemas/level-boards';
import { ActivateLocation, ClassicLocation } from './schemas/locations';
import { Movers } from './schemas/movers';
import { PeriodBoard } from './schemas/period-boards';
import { PushKey, PushSubscribe, PushSubscribed, PushUnsubscribe, PushUnsubscribed } from './schemas/push';
import { DailyStats, VisitCounted } from './schemas/stats';
import { StrategyGame } from './schemas/strategy';
import { PlayerSuggestion, SuggestQuery } from './schemas/suggestions';
import { HealthCheck, LastUpdated } from './schemas/system';
import { VenueScreen } from './schemas/venue-screen';

/** Who may call an endpoint. */
export type Access = 'public' | 'user' | 'admin' | 'ingest' | 'discord';

/**
 * Who may keep an answer: 'shared' (a public read: browsers and shared caches such as a CDN, for a
 * minute, then revalidated by ETag), 'private' (depends on who asks, or must reach the server:
 * nobody keeps it), 'none' (a write).
 */
type Caching = 'none' | 'shared' | 'private';

/** A route with the schemas that check it, and what the docs say of it. */
export interface Endpoint<P = unknown, Q = unknown, B = unknown, R = unknown> {
  route: Route<P, Q, B, R>;
  summary: string;
  tag: string;
  access: Access;
  caching: Caching;
  params?: z.ZodType<P, unknown> | undefined;
  query?: z.ZodType<Q, unknown> | undefined;
  body?: z.ZodType<B, unknown> | undefined;
  /** Schema of a 200 JSON answer; undefined for answers that are not JSON. */
  response?: z.ZodType<R, unknown> | undefined;
  /** Media type of a non-JSON answer ('redirect' for a browser navigation). */
  produces?: string | undefined;
  /** Media type of a non-JSON request body. */
  consumes?: string | undefined;
  /** Which per-client rate limit applies (requests per minute, from configuration). */
  throttle?: 'search' | 'login' | 'ingest' | 'render' | undefined;
  /** Largest request body, bytes (default 1 MB). */
  maxBody?: number | undefined;
  /**
   * For a write, the only answers the server reuses (its read cache) that it can change ('nothing
   * shared': only its own user's, which nobody reuses); without it, a write makes the server
   * forget every reused answer.
   */
  changes?: 'daily stats' | 'nothing shared' | undefined;
  /** Statuses other than 200 the endpoint answers on purpose, with why. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 429 | 503, string>>;
}

/** One endpoint per route, each with schemas of exactly that route's types. */
type EndpointsOf<T> = {
  [K in keyof T]: T[K] extends Route<infer P, infer Q, infer B, infer R> ? Endpoint<P, Q, B, R> : never;
};

function endpoint<P, Q, B, R>(
  route: Route<P, Q, B, R>,
  spec: Omit<Endpoint<P, Q, B, R>, 'route' | 'caching'> & { caching?: Caching },
): Endpoint<P, Q, B, R> {
  const shared = route.method === 'GET' && spec.access === 'public';
  return { caching: shared ? 'shared' : 'none', ...spec, route };
}

const name = z.object({ playerName: PlayerName });
const nameAt = z.object({ playerName: PlayerName, locationId: Id });
const nameAtLoc = z.object({ loc: Id, playerName: PlayerName });
const badName = { 400: 'The name is blank, too long or malformed' } as const;
const atVenue = z.object({ locationId: Id });
const provider = z.object({ provider: z.enum(['google', 'discord'], { error: 'Unknown login provider.' }) });
const unavailable = { 503: 'The database is unreachable' } as const;
/** A level of a game at a venue (the level as shown, 1..10). */
const levelAt = z.object({
  locationId: Id,
  gameId: z.coerce
    .number({ error: 'Expected a numeric game id.' })
    .int('Expected a numeric game id.')
    .min(1, 'Expected a numeric game id.')
    .max(MAX_ID, 'Expected a numeric game id.')
    .meta({ description: 'Game id (from the player data answer)', example: 3 }),
  level: z.coerce
    .number({ error: 'A level is a whole number from 1 to 10.' })
    .int('A level is a whole number from 1 to 10.')
    .min(1, 'A level is a whole number from 1 to 10.')
    .max(LEVELS_PER_GAME, 'A level is a whole number from 1 to 10.')
    .meta({ description: 'The level as shown, 1 to 10', example: 3 }),
});

/** Every endpoint the server mounts; the OpenAPI document and the route-table tests read this. */
export const endpoints = {
  healthCheck: endpoint(routes.healthCheck, {
    caching: 'private',
    summary: 'Whether the API and its database answer',
    tag: 'System',
    access: 'public',
    response: HealthCheck,
  }),
  lastUpdated: endpoint(routes.lastUpdated, {
    summary: 'When scores and leaderboards last changed',
    tag: 'System',
    access: 'public',
    response: LastUpdated,
    errors: unavailable,
  }),
  authMe: endpoint(routes.authMe, {
    caching: 'private',
    summary:
      "Who is logged in (user with role, claimed player and that player's best venue, masked e-mail), and which logins are configured",
    tag: 'Accounts',
    access: 'public',
    response: AuthState,
  }),
  login: endpoint(routes.login, {
    caching: 'private',
    throttle: 'login',
    summary:
      'Starts a login with Google (OpenID Connect) or Discord (OAuth 2.0), with PKCE and a single-use state',
    tag: 'Accounts',
    access: 'public',
    params: provider,
    query: z.object({
      returnTo: z.string().max(2000).optional().meta({ description: 'A path on this site to come back to' }),
    }),
    produces: 'redirect',
    errors: {
      400: 'Unknown provider',
      404: 'That login is not configured',
      503: 'The provider is unreachable',
    },
  }),
  loginCallback: endpoint(routes.loginCallback, {
    caching: 'private',
    throttle: 'login',
    summary:
      "The provider's return: checks state, PKCE (and Google's nonce), starts a new session, goes back",
    tag: 'Accounts',
    access: 'public',
    params: provider,
    query: z.record(z.string(), z.string()),
    produces: 'redirect',
    errors: { 400: 'The state, code or PKCE check failed, or the login was replayed' },
  }),
  logout: endpoint(routes.logout, {
    caching: 'private',
    summary:
      "Ends the session on the server, for a request from this site's own pages; any other gets a page with a logout button",
    tag: 'Accounts',
    access: 'public',
    query: z.object({ returnTo: z.string().max(2000).optional() }),
    produces: 'redirect',
  }),
  followedPlayers: endpoint(routes.followedPlayers, {
    caching: 'private',
    summary: 'The players the logged-in user follows (their friends), in the order followed',
    tag: 'Accounts',
    access: 'user',
    response: FollowedList,
    errors: { 401: 'Not logged in', ...unavailable },
  }),
  followPlayers: endpoint(routes.followPlayers, {
    summary:
      "Adds players to the logged-in user's friends: a union with the list kept (a device's list merged at login, or one follow); names no player has are left out, and the list stops at its bound",
    tag: 'Accounts',
    access: 'user',
    body: FollowRequest,
    response: FollowedList,
    changes: 'nothing shared',
    errors: {
      400: 'A name is malformed, or there are too many',
      401: 'Not logged in',
      403: 'Anti-forgery check failed',
      ...unavailable,
    },
  }),
  unfollowPlayer: endpoint(routes.unfollowPlayer, {
    summary: "Removes a player from the logged-in user's friends",
    tag: 'Accounts',
    access: 'user',
    params: name,
    response: FollowedList,
    changes: 'nothing shared',
    errors: { ...badName, 401: 'Not logged in', 403: 'Anti-forgery check failed', ...unavailable },
  }),
  openapi: endpoint(routes.openapi, {
    summary: 'This API described as OpenAPI 3.1',
    tag: 'System',
    access: 'public',
    response: z.record(z.string(), z.unknown()),
  }),

  suggestPlayers: endpoint(routes.suggestPlayers, {
    summary:
      'Up to 8 players a name could mean, accents and case aside: the same name, names starting with it (best known first), then names alike (a typo)',
    tag: 'Players',
    access: 'public',
    throttle: 'search',
    query: SuggestQuery,
    response: z.array(PlayerSuggestion),
    errors: { 400: 'q is missing, longer than a name or holds control characters', ...unavailable },
  }),
  playersGlance: endpoint(routes.playersGlance, {
    summary:
      'Several players at once (a friends list), in the order asked: at every venue where they have a total, that total, their place and what today added to it',
    tag: 'Players',
    access: 'public',
    query: GlanceQuery,
    response: PlayersGlance,
    errors: { 400: 'names is missing, a name is malformed, or there are too many names', ...unavailable },
  }),
  playNext: endpoint(routes.playNext, {
    summary:
      "What to play next at a venue: levels ranked by the score one attempt is expected to add, each explained, and what never-played games would add at the player's other venues",
    tag: 'Players',
    access: 'public',
    params: nameAt,
    response: PlayNext,
    errors: { ...badName, 404: `${NO_PLAYER_FOUND} (or the venue does not exist)`, ...unavailable },
  }),
  recentBests: endpoint(routes.recentBests, {
    summary:
      "A player's personal bests, top scores taken and top scores lost (with the rival) at a venue in the last 7 business days, newest first",
    tag: 'Players',
    access: 'public',
    params: nameAt,
    response: RecentBests,
    errors: { ...badName, 404: `${NO_PLAYER_FOUND} (or the venue does not exist)`, ...unavailable },
  }),
  activateLocations: endpoint(routes.activateLocations, {
    summary: 'Every venue',
    tag: 'Venues',
    access: 'public',
    response: z.array(ActivateLocation),
    errors: unavailable,
  }),
  playerBadges: endpoint(routes.playerBadges, {
    summary: 'Badges a player holds',
    tag: 'Badges',
    access: 'public',
    params: name,
    response: z.array(PlayerBadge),
    errors: { ...badName, 404: NO_PLAYER_FOUND, ...unavailable },
  }),
  playerBadgesToCompare: endpoint(routes.playerBadgesToCompare, {
    summary: 'Badges of a player being compared against',
    tag: 'Badges',
    access: 'public',
    params: name,
    response: z.array(PlayerBadge),
    errors: { ...badName, 404: NO_PLAYER_FOUND, ...unavailable },
  }),

  leaderboard: endpoint(routes.leaderboard, {
    summary:
      "A board today and yesterday: a venue's (by its name, its id, or its city when the city has one venue), a city's venues together (with each row's venue), or the world's ('world')",
    tag: 'Leaderboards',
    access: 'public',
    params: z.object({ city: Text("A venue's name or id, a city, or 'world'", 100) }),
    response: Leaderboard,
    errors: {
      400: 'The name is blank or too long',
      404: 'No venue, city or board by that name or id',
      ...unavailable,
    },
  }),
  periodBoard: endpoint(routes.periodBoard, {
    summary:
      "A board over this month or this year: the points each player gained at a venue over the period's closed days, from the kept daily history (the total at the last close less the total before the period). Addressed as the day's board is",
    tag: 'Leaderboards',
    access: 'public',
    params: z.object({
      city: Text("A venue's name or id, a city, or 'world'", 100),
      period: z
        .enum(['month', 'year'], { error: UNKNOWN_GAIN_PERIOD })
        .meta({ description: "'month' or 'year'", example: 'month' }),
    }),
    response: PeriodBoard,
    errors: {
      400: `The name is blank or too long, or the period is not month or year`,
      404: 'No venue, city or board by that name or id',
      ...unavailable,
    },
  }),
  levelBoard: endpoint(routes.levelBoard, {
    summary:
      "A level's board at a venue: its top 10, who holds the record and since when, how many played it, the chain's best, and with ?player= that player's place and percentile",
    tag: 'Leaderboards',
    access: 'public',
    params: levelAt,
    query: z.object({ player: PlayerName.optional() }),
    response: LevelBoard,
    errors: {
      400: 'The game id or level is malformed, the venue has no such game, or the player name is malformed',
      404: `${LOCATION_NOT_FOUND} (no venue with that id) or ${NO_PLAYER_FOUND} (the ?player= name)`,
      ...unavailable,
    },
  }),
  levelBoardPlayers: endpoint(routes.levelBoardPlayers, {
    summary:
      "Several players' places on a level's board at a venue, in the order asked, each with what today added to their best: a board's friends view",
    tag: 'Leaderboards',
    access: 'public',
    params: levelAt,
    query: GlanceQuery,
    response: LevelBoardPlayers,
    errors: {
      400: 'The game id or level is malformed, the venue has no such game, a name is malformed, or there are too many names',
      404: `${LOCATION_NOT_FOUND} (no venue with that id)`,
      ...unavailable,
    },
  }),
  movers: endpoint(routes.movers, {
    summary:
      "What moved since yesterday's close on a venue's board (locationId) or the chain's: the biggest climbers, players new on the board and level tops beaten",
    tag: 'Leaderboards',
    access: 'public',
    query: z.object({
      locationId: Id.optional().meta({ description: "A venue's id; without it, the whole chain" }),
    }),
    response: Movers,
    errors: { 400: 'The venue id is not a number', 404: 'No venue has that id', ...unavailable },
  }),
  venueScreen: endpoint(routes.venueScreen, {
    summary:
      "What a venue's TV screen shows: its board's top 20 with changes since yesterday, today's new top scores, the day's biggest climbers and when the data was read",
    tag: 'Leaderboards',
    access: 'public',
    // Fetched again on each event of the stream: a kept copy would hide the change announced.
    caching: 'private',
    params: z.object({ id: Id }),
    response: VenueScreen,
    errors: { 400: 'The id is not a venue id', 404: 'No venue has that id', ...unavailable },
  }),
  venueEvents: endpoint(routes.venueEvents, {
    summary:
      "Server-Sent Events for a venue's screen: a `data` event (its data version) each time the data changes, a comment every 15 s to keep the connection open",
    tag: 'Leaderboards',
    access: 'public',
    caching: 'private',
    params: z.object({ id: Id }),
    produces: 'text/event-stream',
    errors: {
      400: 'The id is not a venue id',
      404: 'No venue has that id',
      429: 'Ten screens already follow the site from this address (Retry-After)',
      503: 'Too many screens are connected to this server (Retry-After), or the database is unreachable',
    },
  }),
  teams: endpoint(routes.teams, {
    summary: 'Every league team of every season',
    tag: 'League',
    access: 'public',
    response: z.array(Team),
    errors: unavailable,
  }),
  dailyStats: endpoint(routes.dailyStats, {
    summary: "Today's visits, most searched and most compared players (top 20)",
    tag: 'Stats',
    access: 'public',
    response: DailyStats,
    errors: unavailable,
  }),
  countVisit: endpoint(routes.countVisit, {
    throttle: 'search',
    summary: 'Counts one landing-page view (no personal data is kept)',
    tag: 'Stats',
    access: 'public',
    // Every landing-page view sends one: it must not cost every player's cached data.
    changes: 'daily stats',
    response: VisitCounted,
    errors: unavailable,
  }),
  pushKey: endpoint(routes.pushKey, {
    summary: "The server's public Web Push key (VAPID), which a browser subscribes to alerts with",
    tag: 'Alerts',
    access: 'public',
    response: PushKey,
    errors: unavailable,
  }),
  pushSubscribe: endpoint(routes.pushSubscribe, {
    throttle: 'search',
    maxBody: 4096,
    summary:
      "Sends this browser a player's overtaken alerts by Web Push (at most one a day); a browser follows one player",
    tag: 'Alerts',
    access: 'public',
    changes: 'nothing shared',
    body: PushSubscribe,
    response: PushSubscribed,
    errors: {
      400: 'The subscription is malformed, or its endpoint is not a public https address',
      404: 'No such player',
      409: 'Too many subscriptions (for the player, or in all)',
      ...unavailable,
    },
  }),
  pushUnsubscribe: endpoint(routes.pushUnsubscribe, {
    throttle: 'search',
    maxBody: 4096,
    summary: 'Stops the alerts sent to this browser',
    tag: 'Alerts',
    access: 'public',
    changes: 'nothing shared',
    body: PushUnsubscribe,
    response: PushUnsubscribed,
    errors: unavailable,
  }),
  badges: endpoint(routes.badges, {
    summary: 'Every badge with its holders',
    tag: 'Badges',
    access: 'public',
    response: z.array(Badge),
    errors: unavailable,
  }),

  classicPlayerLocations: endpoint(routes.classicPlayerLocations, {
    throttle: 'search',
    summary: "Older UI: a player's venues with their rooms, games and level tops",
    tag: 'Older UI',
    access: 'public',
    params: name,
    response: z.array(ClassicLocation),
    errors: { ...badName, 404: PLAYER_NOT_FOUND, ...unavailable },
  }),
  classicAllLocations: endpoint(routes.classicAllLocations, {
    summary: "Older UI: a player's scores at every venue",
    tag: 'Older UI',
    access: 'public',
    params: name,
    response: ClassicAllLocations,
    errors: { ...badName, 404: NO_PLAYER_FOUND, ...unavailable },
  }),
  classicPlayer: endpoint(routes.classicPlayer, {
    summary: 'Older UI: player info at a venue, with the per-room derived counts',
    tag: 'Older UI',
    access: 'public',
    params: nameAtLoc,
    response: ClassicPlayerInfo,
    errors: { ...badName, 404: NO_PLAYER_FOUND, ...unavailable },
  }),
  classicCompare: endpoint(routes.classicCompare, {
    throttle: 'search',
    summary: 'Older UI: a player to compare against (counts as a compare)',
    tag: 'Older UI',
    access: 'public',
    params: nameAtLoc,
    response: ClassicComparePlayer,
    errors: { ...badName, 404: NO_PLAYER_FOUND, ...unavailable },
  }),
  classicYesterday: endpoint(routes.classicYesterday, {
    summary: "Older UI: a player's scores at a venue as they stood at the end of yesterday",
    tag: 'Older UI',
    access: 'public',
    params: nameAtLoc,
    response: ClassicYesterday,
    errors: { ...badName, 404: NO_PLAYER_FOUND, ...unavailable },
  }),
  exportData: endpoint(routes.exportData, {
    caching: 'private',
    summary: "A player's scores at a venue as a CSV file (default: their best venue)",
    tag: 'Players',
    access: 'public',
    params: name,
    query: z.object({
      locationId: Id.optional(),
      layout: z.enum(['rows', 'levels']).optional().meta({ description: "'levels': the older UI's sheet" }),
      locale: z.string().max(35).optional().meta({
        description: 'BCP 47 locale for numbers and the date (default from Accept-Language)',
        example: 'en-GB',
      }),
    }),
    produces: 'text/csv',
    errors: { ...badName, 404: NO_PLAYER_FOUND, ...unavailable },
  }),
  strategyGame: endpoint(routes.strategyGame, {
    summary: 'A level of the browser strategy game (levels 1-6 and 10)',
    tag: 'Games',
    access: 'public',
    params: z.object({ id: Id }),
    response: StrategyGame as unknown as z.ZodType<StrategyLevel>,
    errors: { 400: 'The level is not a number', 404: 'Game not found', ...unavailable },
  }),

  playerCard: endpoint(routes.playerCard, {
    summary:
      "A player's share card at a venue: a 1200x630 PNG of their rank shield, name, total, position and venue (for link previews)",
    tag: 'Sharing',
    access: 'public',
    throttle: 'render',
    params: nameAt,
    produces: 'image/png',
    errors: { ...badName, 404: `${NO_PLAYER_FOUND} (or the venue does not exist)`, ...unavailable },
  }),
  venueCard: endpoint(routes.venueCard, {
    summary: "A venue board's share card: a 1200x630 PNG of the venue's name and its top five",
    tag: 'Sharing',
    access: 'public',
    throttle: 'render',
    params: atVenue,
    produces: 'image/png',
    errors: { 400: 'The id is not a number', 404: LOCATION_NOT_FOUND, ...unavailable },
  }),
  playerFeed: endpoint(routes.playerFeed, {
    summary:
      "A player's Atom feed: their personal bests and top scores of the last 30 days at every venue, newest first (at most 50)",
    tag: 'Sharing',
    access: 'public',
    params: name,
    produces: 'application/atom+xml',
    errors: { ...badName, 404: PLAYER_NOT_FOUND, ...unavailable },
  }),
  venueFeed: endpoint(routes.venueFeed, {
    summary:
      "A venue's Atom feed: the top scores set there in the last 30 days that still stand, newest first (at most 50)",
    tag: 'Sharing',
    access: 'public',
    params: atVenue,
    produces: 'application/atom+xml',
    errors: { 400: 'The id is not a number', 404: LOCATION_NOT_FOUND, ...unavailable },
  }),

  discordInteractions: endpoint(routes.discordInteractions, {
    summary: "Discord's HTTP interactions: PING, and the /track and /untrack commands (Ed25519-signed)",
    tag: 'Operations',
    access: 'discord',
    consumes: 'application/json',
    response: z.record(z.string(), z.unknown()),
    errors: {
      400: 'The body is not an interaction',
      401: 'Missing, invalid or tampered signature, a stale or malformed timestamp, or a replayed interaction',
      404: 'The chat application is not configured',
    },
  }),
  ingest: endpoint(routes.ingest, {
    throttle: 'ingest',
    maxBody: 10 * 1024 * 1024,
    summary:
      'Imports score events (NDJSON, one transaction); a bad line rejects the request, naming its line',
    tag: 'Operations',
    access: 'ingest',
    consumes: 'application/x-ndjson',
    response: IngestResult,
    errors: {
      400: 'A line is not a valid score event (nothing was applied)',
      401: 'The bearer token is missing or wrong',
      403: 'Ingest over HTTP is not enabled',
      413: 'The body is over the size limit',
      ...unavailable,
    },
  }),
  ingestCatalog: endpoint(routes.ingestCatalog, {
    throttle: 'ingest',
    summary: 'Adds rooms, games and venues from a catalog (never deletes)',
    tag: 'Operations',
    access: 'ingest',
    body: z.unknown(),
    response: z.object({ applied: z.literal(true) }),
    errors: {
      400: 'Not a valid catalog',
      401: 'The bearer token is missing or wrong',
      403: 'Ingest over HTTP is not enabled',
    },
  }),
  rollover: endpoint(routes.rollover, {
    summary: 'Closes a business day now (the server also does this on its schedule)',
    tag: 'Operations',
    access: 'ingest',
    body: RolloverRequest,
    response: RolloverResult,
    errors: {
      400: 'Not a valid day',
      401: 'The bearer token is missing or wrong',
      403: 'Ingest over HTTP is not enabled',
    },
  }),
} satisfies Partial<EndpointsOf<typeof routes>>;

export type Endpoints = typeof endpoints;
