import { z } from 'zod';
import { UNKNOWN_GAIN_PERIOD } from '../domain/board-period';
import { LEVELS_PER_GAME } from '../domain/constants';
import { LOCATION_NOT_FOUND, NO_PLAYER_FOUND, PLAYER_NOT_FOUND } from '../domain/messages';
import type { StrategyLevel } from '../games/strategy/types';
import type { Route } from './route';
import { routes } from './routes';
import {
  AdminLocation,
  AdminUser,
  BadgeInput,
  Challenge,
  ChallengeInput,
  LocationInput,
  PlayerLink,
  PlayerLinkRequest,
} from './schemas/admin';
import { Badge, PlayerBadge } from './schemas/badges';
import {
  ClassicAllLocations,
  ClassicComparePlayer,
  ClassicPlayerInfo,
  ClassicYesterday,
} from './schemas/classic';
import { Id, MAX_ID, PlayerName, Text } from './schemas/common';
import { PlayNext, RecentBests } from './schemas/insights';
import { Leaderboard } from './schemas/leaderboards';
import { Team } from './schemas/league';
import { LevelBoard } from './schemas/level-boards';
import { ActivateLocation, ClassicLocation } from './schemas/locations';
import { Movers } from './schemas/movers';
import { PeriodBoard } from './schemas/period-boards';
import {
  HeldDecision,
  HeldScore,
  ReviewNote,
  ScoreAuditEntry,
  VoidedScore,
  VoidRequest,
  VoidResult,
} from './schemas/reviews';
import { StrategyGame } from './schemas/strategy';
import { PlayerSuggestion, SuggestQuery } from './schemas/suggestions';
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
const byId = z.object({ id: Id });
const atVenue = z.object({ locationId: Id });
const admin = { 401: 'Not logged in', 403: 'Not an admin, or the anti-forgery check failed' } as const;
const deleted = z.object({ deleted: z.number().int() });
const linkDecision = z.object({ playerLinkId: z.number().int() });
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

/** An admin's decision on a held score: accept and reject take and answer the same. */
const heldDecision = (summary: string) => ({
  summary,
  tag: 'Admin' as const,
  access: 'admin' as const,
  params: byId,
  body: ReviewNote,
  response: HeldDecision,
  errors: { ...admin, 404: 'No such held score', 409: 'It was decided already' },
});

/** Every endpoint the server mounts; the OpenAPI document and the route-table tests read this. */
export const endpoints = {
  checkPlayerLink: endpoint(routes.checkPlayerLink, {
    caching: 'private',
    summary: 'Whether the logged-in user may ask to claim this profile',
    tag: 'Accounts',
    access: 'public',
    params: name,
    response: z.object({ canRequest: z.boolean() }),
    errors: badName,
  }),
  requestPlayerLink: endpoint(routes.requestPlayerLink, {
    summary: 'Asks to claim a profile (a logged-in user without one, with an e-mail)',
    tag: 'Accounts',
    access: 'user',
    body: PlayerLinkRequest,
    response: linkDecision,
    errors: {
      400: 'No such player, or no e-mail',
      401: 'Not logged in',
      403: 'Anti-forgery check failed',
      409: 'Already linked or requested',
    },
  }),
  playerLinks: endpoint(routes.playerLinks, {
    summary: 'Every claim request, newest first',
    tag: 'Admin',
    access: 'admin',
    response: z.array(PlayerLink),
    errors: admin,
  }),
  approvePlayerLink: endpoint(routes.approvePlayerLink, {
    summary: "Approves a claim: the player becomes the user's",
    tag: 'Admin',
    access: 'admin',
    params: byId,
    response: linkDecision,
    errors: { ...admin, 404: 'No such request', 409: 'The profile is already linked to someone else' },
  }),
  denyPlayerLink: endpoint(routes.denyPlayerLink, {
    summary: 'Denies a claim',
    tag: 'Admin',
    access: 'admin',
    params: byId,
    response: linkDecision,
    errors: { ...admin, 404: 'No such request' },
  }),
  resetPlayerLink: endpoint(routes.resetPlayerLink, {
    summary: 'Puts an approved or denied claim back to pending (an approved link is undone)',
    tag: 'Admin',
    access: 'admin',
    params: byId,
    response: linkDecision,
    errors: { ...admin, 404: 'No such request' },
  }),
  adminLocations: endpoint(routes.adminLocations, {
    summary: 'Every venue, with how many players have scores there',
    tag: 'Admin',
    access: 'admin',
    response: z.array(AdminLocation),
    errors: admin,
  }),
  addLocation: endpoint(routes.addLocation, {
    summary: 'Adds a venue',
    tag: 'Admin',
    access: 'admin',
    body: LocationInput,
    response: AdminLocation,
    errors: { ...admin, 400: 'The name is empty', 409: 'A venue of that name exists' },
  }),
  updateLocation: endpoint(routes.updateLocation, {
    summary: 'Renames a venue',
    tag: 'Admin',
    access: 'admin',
    params: byId,
    body: LocationInput,
    response: AdminLocation,
    errors: { ...admin, 400: 'The name is empty', 404: 'No such venue', 409: 'A venue of that name exists' },
  }),
  deleteLocation: endpoint(routes.deleteLocation, {
    summary: 'Removes a venue that has no scores (scores are never thrown away)',
    tag: 'Admin',
    access: 'admin',
    params: byId,
    response: deleted,
    errors: { ...admin, 404: 'No such venue', 409: 'The venue has scores' },
  }),
  addBadge: endpoint(routes.addBadge, {
    summary: 'Adds a badge',
    tag: 'Admin',
    access: 'admin',
    body: BadgeInput,
    response: Badge,
    errors: { ...admin, 400: 'Title or description empty' },
  }),
  updateBadge: endpoint(routes.updateBadge, {
    summary: "Edits a badge's title and description",
    tag: 'Admin',
    access: 'admin',
    params: byId,
    body: BadgeInput,
    response: Badge,
    errors: { ...admin, 400: 'Title or description empty', 404: 'No such badge' },
  }),
  deleteBadge: endpoint(routes.deleteBadge, {
    summary: 'Deletes a badge (and who held it)',
    tag: 'Admin',
    access: 'admin',
    params: byId,
    response: deleted,
    errors: { ...admin, 404: 'No such badge' },
  }),
  challenges: endpoint(routes.challenges, {
    summary: 'Every challenge, deleted ones flagged',
    tag: 'Admin',
    access: 'admin',
    response: z.array(Challenge),
    errors: admin,
  }),
  challenge: endpoint(routes.challenge, {
    summary: 'One challenge',
    tag: 'Admin',
    access: 'admin',
    params: byId,
    response: Challenge,
    errors: { ...admin, 404: 'Challenge not found' },
  }),
  updateChallenge: endpoint(routes.updateChallenge, {
    summary: 'Edits a challenge and adds score records (records are never dropped)',
    tag: 'Admin',
    access: 'admin',
    params: byId,
    body: ChallengeInput,
    response: Challenge,
    errors: { ...admin, 400: 'A score not above 0, or a record without a name', 404: 'Challenge not found' },
  }),
  deleteChallenge: endpoint(routes.deleteChallenge, {
    summary: 'Marks a challenge deleted (soft delete)',
    tag: 'Admin',
    access: 'admin',
    params: byId,
    response: deleted,
    errors: { ...admin, 404: 'Challenge not found' },
  }),
  users: endpoint(routes.users, {
    summary: 'Every user (e-mails masked)',
    tag: 'Admin',
    access: 'admin',
    response: z.array(AdminUser),
    errors: admin,
  }),
  setUserRole: endpoint(routes.setUserRole, {
    summary: 'Promotes a user to admin, or back',
    tag: 'Admin',
    access: 'admin',
    params: byId,
    body: z.object({ role: z.enum(['user', 'admin']) }),
    response: AdminUser,
    errors: { ...admin, 404: 'No such user', 409: 'Admins cannot demote themselves' },
  }),
  heldScores: endpoint(routes.heldScores, {
    summary: "Scores held for review (above their level's plausibility bound), oldest first",
    tag: 'Admin',
    access: 'admin',
    response: z.array(HeldScore),
    errors: admin,
  }),
  acceptHeldScore: endpoint(
    routes.acceptHeldScore,
    heldDecision('Accepts a held score: it is imported as if it had just arrived, and counts everywhere'),
  ),
  rejectHeldScore: endpoint(
    routes.rejectHeldScore,
    heldDecision('Rejects a held score: it is kept, rejected, and counts nowhere'),
  ),
  voidScore: endpoint(routes.voidScore, {
    summary: "Voids a player's best on a level: every figure it touched is recomputed without it",
    tag: 'Admin',
    access: 'admin',
    body: VoidRequest,
    response: VoidResult,
    errors: { ...admin, 404: 'No such player, or no counted score on that level' },
  }),
  voidedScores: endpoint(routes.voidedScores, {
    summary: 'Voided scores not restored, newest first',
    tag: 'Admin',
    access: 'admin',
    response: z.array(VoidedScore),
    errors: admin,
  }),
  restoreScore: endpoint(routes.restoreScore, {
    summary: 'Restores a voided score: it counts again',
    tag: 'Admin',
    access: 'admin',
    params: byId,
    body: ReviewNote,
    response: VoidResult,
    errors: { ...admin, 404: 'No such voided score', 409: 'It was restored already' },
  }),
  scoreAudit: endpoint(routes.scoreAudit, {
    summary: 'Every accept, reject, void and restore, newest first (the last 200)',
    tag: 'Admin',
    access: 'admin',
    response: z.array(ScoreAuditEntry),
    errors: admin,
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
} satisfies Partial<EndpointsOf<typeof routes>>;

export type Endpoints = typeof endpoints;
