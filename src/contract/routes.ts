import type { StrategyLevel } from '../games/strategy/types';
import type { authMe } from '../server/routes/auth/auth-me';
import type { login } from '../server/routes/auth/login';
import type { loginCallback } from '../server/routes/auth/login-callback';
import type { logout } from '../server/routes/auth/logout';
import type { discordInteractions } from '../server/routes/discord/discord-interactions';
import type { exportData } from '../server/routes/export/export-data';
import type { followPlayers } from '../server/routes/friends/follow-players';
import type { followedPlayers } from '../server/routes/friends/followed-players';
import type { levelBoardPlayers } from '../server/routes/friends/level-board-players';
import type { playersGlance } from '../server/routes/friends/players-glance';
import type { unfollowPlayer } from '../server/routes/friends/unfollow-player';
import type { ingest } from '../server/routes/jobs/ingest';
import type { ingestCatalog } from '../server/routes/jobs/ingest-catalog';
import type { rollover } from '../server/routes/jobs/rollover';
import type { cachedProfiles } from '../server/routes/players/cached-profiles';
import type { playerData } from '../server/routes/players/player-data';
import type { playerHistory } from '../server/routes/players/player-history';
import type { activatePlayerLocations } from '../server/routes/players/player-locations';
import type { playerToCompare } from '../server/routes/players/player-to-compare';
import type { pushKey } from '../server/routes/push/push-key';
import type { pushSubscribe } from '../server/routes/push/push-subscribe';
import type { pushUnsubscribe } from '../server/routes/push/push-unsubscribe';
import type { countVisit } from '../server/routes/stats/count-visit';
import type { dailyStats } from '../server/routes/stats/daily-stats';
import type { healthCheck } from '../server/routes/system/health-check';
import type { lastUpdated } from '../server/routes/system/last-updated';
import type { openapi } from '../server/routes/system/openapi';
import { route, routeOf } from './route';
import type {
  AdminLocation,
  AdminUser,
  BadgeInput,
  Challenge,
  ChallengeInput,
  LocationInput,
  PlayerLink,
  PlayerLinkRequest,
} from './schemas/admin';
import type { Badge, PlayerBadge } from './schemas/badges';
import type {
  ClassicAllLocations,
  ClassicComparePlayer,
  ClassicPlayerInfo,
  ClassicYesterday,
} from './schemas/classic';
import type { PlayNext, RecentBests } from './schemas/insights';
import type { Leaderboard } from './schemas/leaderboards';
import type { Team } from './schemas/league';
import type { LevelBoard } from './schemas/level-boards';
import type { ActivateLocation, ClassicLocation } from './schemas/locations';
import type { Movers } from './schemas/movers';
import type { PeriodBoard } from './schemas/period-boards';
import type {
  HeldDecision,
  HeldScore,
  ReviewNote,
  ScoreAuditEntry,
  VoidedScore,
  VoidRequest,
  VoidResult,
} from './schemas/reviews';
import type { PlayerSuggestion } from './schemas/suggestions';
import type { VenueScreen } from './schemas/venue-screen';

type Name = { playerName: string };
type NameAt = { playerName: string; locationId: number };
type NameAtLoc = { loc: number; playerName: string };
type ById = { id: number };
/** A level of a game at a venue, the level as shown (1..10). */
type LevelAt = { locationId: number; gameId: number; level: number };
type AtVenue = { locationId: number };
/** Bytes that are not text (an image). */
type Binary = Uint8Array;

/** Query of the name suggestions (type-ahead, 'Did you mean'). */
interface SuggestQuery {
  q: string;
  locationId?: number | undefined;
}

/** Every route of the API, by name. Imported by the browser client and the server alike. */
export const routes = {
  healthCheck: routeOf<typeof healthCheck>('GET', '/api/health-check'),
  lastUpdated: routeOf<typeof lastUpdated>('GET', '/lastUpdated'),
  authMe: routeOf<typeof authMe>('GET', '/api/auth/me'),
  login: routeOf<typeof login>('GET', '/auth/{provider}'),
  loginCallback: routeOf<typeof loginCallback>('GET', '/auth/{provider}/callback'),
  logout: routeOf<typeof logout>('GET', '/auth/logout'),

  checkPlayerLink: route<Name, undefined, undefined, { canRequest: boolean }>(
    'GET',
    '/api/player-link/check-request/{playerName}',
  ),
  requestPlayerLink: route<undefined, undefined, PlayerLinkRequest, { playerLinkId: number }>(
    'POST',
    '/api/player-link/request',
  ),
  playerLinks: route<undefined, undefined, undefined, PlayerLink[]>('GET', '/api/player-link'),
  approvePlayerLink: route<ById, undefined, undefined, { playerLinkId: number }>(
    'PUT',
    '/api/player-link/approve/{id}',
  ),
  denyPlayerLink: route<ById, undefined, undefined, { playerLinkId: number }>(
    'PUT',
    '/api/player-link/deny/{id}',
  ),
  resetPlayerLink: route<ById, undefined, undefined, { playerLinkId: number }>(
    'PUT',
    '/api/player-link/reset/{id}',
  ),

  adminLocations: route<undefined, undefined, undefined, AdminLocation[]>('GET', '/api/locations'),
  addLocation: route<undefined, undefined, LocationInput, AdminLocation>('POST', '/api/locations'),
  updateLocation: route<ById, undefined, LocationInput, AdminLocation>('PUT', '/api/locations/{id}'),
  deleteLocation: route<ById, undefined, undefined, { deleted: number }>('DELETE', '/api/locations/{id}'),
  addBadge: route<undefined, undefined, BadgeInput, Badge>('POST', '/api/badges'),
  updateBadge: route<ById, undefined, BadgeInput, Badge>('PUT', '/api/badges/{id}'),
  deleteBadge: route<ById, undefined, undefined, { deleted: number }>('DELETE', '/api/badges/{id}'),
  challenges: route<undefined, undefined, undefined, Challenge[]>('GET', '/api/challenges'),
  challenge: route<ById, undefined, undefined, Challenge>('GET', '/api/challenges/{id}'),
  updateChallenge: route<ById, undefined, ChallengeInput, Challenge>('PUT', '/api/challenges/{id}'),
  deleteChallenge: route<ById, undefined, undefined, { deleted: number }>('DELETE', '/api/challenges/{id}'),
  users: route<undefined, undefined, undefined, AdminUser[]>('GET', '/api/users'),
  setUserRole: route<ById, undefined, { role: 'user' | 'admin' }, AdminUser>('PUT', '/api/users/{id}/role'),
  heldScores: route<undefined, undefined, undefined, HeldScore[]>('GET', '/api/admin/held-scores'),
  acceptHeldScore: route<ById, undefined, ReviewNote, HeldDecision>(
    'POST',
    '/api/admin/held-scores/{id}/accept',
  ),
  rejectHeldScore: route<ById, undefined, ReviewNote, HeldDecision>(
    'POST',
    '/api/admin/held-scores/{id}/reject',
  ),
  voidScore: route<undefined, undefined, VoidRequest, VoidResult>('POST', '/api/admin/voided-scores'),
  voidedScores: route<undefined, undefined, undefined, VoidedScore[]>('GET', '/api/admin/voided-scores'),
  restoreScore: route<ById, undefined, ReviewNote, VoidResult>(
    'POST',
    '/api/admin/voided-scores/{id}/restore',
  ),
  scoreAudit: route<undefined, undefined, undefined, ScoreAuditEntry[]>('GET', '/api/admin/score-audit'),
  openapi: routeOf<typeof openapi>('GET', '/api/openapi.json'),

  activatePlayerLocations: routeOf<typeof activatePlayerLocations>(
    'GET',
    '/api/activate/playerlocations/{playerName}',
  ),
  playerData: routeOf<typeof playerData>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}',
  ),
  cachedProfiles: routeOf<typeof cachedProfiles>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/cached-profiles',
  ),
  playerHistory: routeOf<typeof playerHistory>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/history',
  ),
  playerToCompare: routeOf<typeof playerToCompare>(
    'GET',
    '/api/activate/players/to-compare/player/{playerName}/location/{locationId}',
  ),
  // Player insights: what to play next, and recent personal bests.
  playNext: route<NameAt, undefined, undefined, PlayNext>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/play-next',
  ),
  recentBests: route<NameAt, undefined, undefined, RecentBests>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/recent',
  ),
  activateLocations: route<undefined, undefined, undefined, ActivateLocation[]>(
    'GET',
    '/api/activate/locations',
  ),
  suggestPlayers: route<undefined, SuggestQuery, undefined, PlayerSuggestion[]>(
    'GET',
    '/api/players/suggest',
  ),
  playerBadges: route<Name, undefined, undefined, PlayerBadge[]>('GET', '/api/activate/badges/{playerName}'),
  playerBadgesToCompare: route<Name, undefined, undefined, PlayerBadge[]>(
    'GET',
    '/api/activate/badges/to-compare/{playerName}',
  ),

  leaderboard: route<{ city: string }, undefined, undefined, Leaderboard>('GET', '/api/leaderboards/{city}'),
  periodBoard: route<{ city: string; period: 'month' | 'year' }, undefined, undefined, PeriodBoard>(
    'GET',
    '/api/leaderboards/{city}/{period}',
  ),
  levelBoard: route<LevelAt, { player?: string | undefined }, undefined, LevelBoard>(
    'GET',
    '/api/levels/{locationId}/{gameId}/{level}',
  ),
  // Friends: several players at once (names one a line), and a logged-in user's followed players.
  levelBoardPlayers: routeOf<typeof levelBoardPlayers>(
    'GET',
    '/api/levels/{locationId}/{gameId}/{level}/players',
  ),
  playersGlance: routeOf<typeof playersGlance>('GET', '/api/players/glance'),
  followedPlayers: routeOf<typeof followedPlayers>('GET', '/api/auth/friends'),
  followPlayers: routeOf<typeof followPlayers>('POST', '/api/auth/friends'),
  unfollowPlayer: routeOf<typeof unfollowPlayer>('DELETE', '/api/auth/friends/{playerName}'),
  movers: route<undefined, { locationId?: number | undefined }, undefined, Movers>('GET', '/api/movers'),
  teams: route<undefined, undefined, undefined, Team[]>('GET', '/api/agl/teams'),
  // The venue's TV screen: its data, and an event stream saying when to fetch it again.
  venueScreen: route<ById, undefined, undefined, VenueScreen>('GET', '/api/locations/{id}/screen'),
  venueEvents: route<ById, undefined, undefined, string>('GET', '/api/locations/{id}/events'),
  dailyStats: routeOf<typeof dailyStats>('GET', '/api/stats/daily'),
  countVisit: routeOf<typeof countVisit>('POST', '/api/stats/visits'),
  badges: route<undefined, undefined, undefined, Badge[]>('GET', '/api/badges'),
  // Alerts by Web Push: the key a browser subscribes with; a subscription kept, and forgotten.
  pushKey: routeOf<typeof pushKey>('GET', '/api/push/key'),
  pushSubscribe: routeOf<typeof pushSubscribe>('POST', '/api/push/subscriptions'),
  pushUnsubscribe: routeOf<typeof pushUnsubscribe>('POST', '/api/push/unsubscribe'),

  classicPlayerLocations: route<Name, undefined, undefined, ClassicLocation[]>(
    'GET',
    '/data/processed-playerlocations/{playerName}',
  ),
  classicAllLocations: route<Name, undefined, undefined, ClassicAllLocations>(
    'GET',
    '/data/locations/allLocations/processed-players/{playerName}',
  ),
  classicPlayer: route<NameAtLoc, undefined, undefined, ClassicPlayerInfo>(
    'GET',
    '/data/locations/{loc}/processed-players/{playerName}',
  ),
  classicCompare: route<NameAtLoc, undefined, undefined, ClassicComparePlayer>(
    'GET',
    '/data/locations/{loc}/processed-compareplayers/{playerName}',
  ),
  classicYesterday: route<NameAtLoc, undefined, undefined, ClassicYesterday>(
    'GET',
    '/locations/{loc}/players/{playerName}/yesterday',
  ),
  exportData: routeOf<typeof exportData>('GET', '/players/exportData/{playerName}'),
  strategyGame: route<{ id: number }, undefined, undefined, StrategyLevel>('GET', '/games/strategy/{id}'),

  // Shared links: a card image (PNG) for link previews, an Atom feed of best scores.
  playerCard: route<NameAt, undefined, undefined, Binary>(
    'GET',
    '/api/cards/player/{playerName}/location/{locationId}/card.png',
  ),
  venueCard: route<AtVenue, undefined, undefined, Binary>('GET', '/api/cards/location/{locationId}/card.png'),
  playerFeed: route<Name, undefined, undefined, string>('GET', '/api/feeds/player/{playerName}/atom.xml'),
  venueFeed: route<AtVenue, undefined, undefined, string>('GET', '/api/feeds/location/{locationId}/atom.xml'),

  discordInteractions: routeOf<typeof discordInteractions>('POST', '/api/discord/interactions'),
  ingest: routeOf<typeof ingest>('POST', '/api/ingest'),
  ingestCatalog: routeOf<typeof ingestCatalog>('POST', '/api/ingest/catalog'),
  rollover: routeOf<typeof rollover>('POST', '/api/jobs/rollover'),
} as const;
