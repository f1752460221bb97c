import { z } from 'zod';
import { LEVELS_PER_GAME } from '../domain/constants';
import { LOCATION_NOT_FOUND, NO_PLAYER_FOUND } from '../domain/messages';
import type { Route } from './route';
import { routes } from './routes';
import { AuthState } from './schemas/auth';
import { Id, MAX_ID, PlayerName } from './schemas/common';
import {
  FollowedList,
  FollowRequest,
  GlanceQuery,
  LevelBoardPlayers,
  PlayersGlance,
} from './schemas/friends';
import { IngestResult, RolloverRequest, RolloverResult } from './schemas/jobs';
import { PushKey, PushSubscribe, PushSubscribed, PushUnsubscribe, PushUnsubscribed } from './schemas/push';
import { DailyStats, VisitCounted } from './schemas/stats';
import { HealthCheck, LastUpdated } from './schemas/system';

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
const badName = { 400: 'The name is blank, too long or malformed' } as const;
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

  playersGlance: endpoint(routes.playersGlance, {
    summary:
      'Several players at once (a friends list), in the order asked: at every venue where they have a total, that total, their place and what today added to it',
    tag: 'Players',
    access: 'public',
    query: GlanceQuery,
    response: PlayersGlance,
    errors: { 400: 'names is missing, a name is malformed, or there are too many names', ...unavailable },
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
