import type { addBadge } from '../server/routes/badges/add-badge';
import type { deleteBadge } from '../server/routes/badges/delete-badge';
import type { updateBadge } from '../server/routes/badges/update-badge';
import type { challenge } from '../server/routes/challenges/challenge';
import type { challenges } from '../server/routes/challenges/challenges';
import type { deleteChallenge } from '../server/routes/challenges/delete-challenge';
import type { updateChallenge } from '../server/routes/challenges/update-challenge';
import type { classicAllLocations } from '../server/routes/classic/classic-all-locations';
import type { classicCompare } from '../server/routes/classic/classic-compare';
import type { classicPlayer } from '../server/routes/classic/classic-player';
import type { classicPlayerLocations } from '../server/routes/classic/classic-player-locations';
import type { classicYesterday } from '../server/routes/classic/classic-yesterday';
import type { playNext } from '../server/routes/insights/play-next';
import type { recentBests } from '../server/routes/insights/recent-bests';
import type { leaderboard } from '../server/routes/leaderboards/leaderboard';
import type { periodBoard } from '../server/routes/leaderboards/period-board';
import type { levelBoard } from '../server/routes/level-boards/level-board';
import type { activateLocations } from '../server/routes/lists/activate-locations';
import type { badges } from '../server/routes/lists/badges';
import type { playerBadges } from '../server/routes/lists/player-badges';
import type { playerBadgesToCompare } from '../server/routes/lists/player-badges-to-compare';
import type { strategyGame } from '../server/routes/lists/strategy-game';
import type { teams } from '../server/routes/lists/teams';
import type { addLocation } from '../server/routes/locations/add-location';
import type { adminLocations } from '../server/routes/locations/admin-locations';
import type { deleteLocation } from '../server/routes/locations/delete-location';
import type { updateLocation } from '../server/routes/locations/update-location';
import type { movers } from '../server/routes/movers/movers';
import type { approvePlayerLink } from '../server/routes/player-links/approve-player-link';
import type { checkPlayerLink } from '../server/routes/player-links/check-player-link';
import type { denyPlayerLink } from '../server/routes/player-links/deny-player-link';
import type { playerLinks } from '../server/routes/player-links/player-links';
import type { requestPlayerLink } from '../server/routes/player-links/request-player-link';
import type { resetPlayerLink } from '../server/routes/player-links/reset-player-link';
import type { cachedProfiles } from '../server/routes/players/cached-profiles';
import type { playerData } from '../server/routes/players/player-data';
import type { playerHistory } from '../server/routes/players/player-history';
import type { activatePlayerLocations } from '../server/routes/players/player-locations';
import type { playerToCompare } from '../server/routes/players/player-to-compare';
import type { acceptHeldScore } from '../server/routes/score-reviews/accept-held-score';
import type { heldScores } from '../server/routes/score-reviews/held-scores';
import type { rejectHeldScore } from '../server/routes/score-reviews/reject-held-score';
import type { restoreScore } from '../server/routes/score-reviews/restore-score';
import type { scoreAudit } from '../server/routes/score-reviews/score-audit';
import type { voidScore } from '../server/routes/score-reviews/void-score';
import type { voidedScores } from '../server/routes/score-reviews/voided-scores';
import type { playerCard } from '../server/routes/share/player-card';
import type { playerFeed } from '../server/routes/share/player-feed';
import type { venueCard } from '../server/routes/share/venue-card';
import type { venueFeed } from '../server/routes/share/venue-feed';
import type { suggestPlayers } from '../server/routes/suggestions/suggest-players';
import type { setUserRole } from '../server/routes/users/set-user-role';
import type { users } from '../server/routes/users/users';
import type { venueEvents } from '../server/routes/venue-screen/venue-events';
import type { venueScreen } from '../server/routes/venue-screen/venue-screen';
import { route, routeOf } from './route';
import type { AuthState } from './schemas/auth';
import type { FollowedList, FollowRequest, LevelBoardPlayers, PlayersGlance } from './schemas/friends';
import type { IngestResult, RolloverRequest, RolloverResult } from './schemas/jobs';
import type {
  PushKey,
  PushSubscribe,
  PushSubscribed,
  PushUnsubscribe,
  PushUnsubscribed,
} from './schemas/push';
import type { DailyStats, VisitCounted } from './schemas/stats';
import type { HealthCheck, LastUpdated } from './schemas/system';

type Name = { playerName: string };
/** A level of a game at a venue, the level as shown (1..10). */
type LevelAt = { locationId: number; gameId: number; level: number };
/** Player names in one query parameter, one a line (see domain/friends). */
type Names = { names: string };
type Provider = { provider: 'google' | 'discord' };
/** A redirect (the browser follows it). */
type Redirect = never;

/** Query of the CSV export. */
interface ExportQuery {
  locationId?: number | undefined;
  layout?: 'rows' | 'levels' | undefined;
  locale?: string | undefined;
}

/** Every route of the API, by name. Imported by the browser client and the server alike. */
export const routes = {
  healthCheck: route<undefined, undefined, undefined, HealthCheck>('GET', '/api/health-check'),
  lastUpdated: route<undefined, undefined, undefined, LastUpdated>('GET', '/lastUpdated'),
  authMe: route<undefined, undefined, undefined, AuthState>('GET', '/api/auth/me'),
  login: route<Provider, { returnTo?: string | undefined }, undefined, Redirect>('GET', '/auth/{provider}'),
  loginCallback: route<Provider, Record<string, string>, undefined, Redirect>(
    'GET',
    '/auth/{provider}/callback',
  ),
  logout: route<undefined, { returnTo?: string | undefined }, undefined, Redirect>('GET', '/auth/logout'),

  checkPlayerLink: routeOf<typeof checkPlayerLink>('GET', '/api/player-link/check-request/{playerName}'),
  requestPlayerLink: routeOf<typeof requestPlayerLink>('POST', '/api/player-link/request'),
  playerLinks: routeOf<typeof playerLinks>('GET', '/api/player-link'),
  approvePlayerLink: routeOf<typeof approvePlayerLink>('PUT', '/api/player-link/approve/{id}'),
  denyPlayerLink: routeOf<typeof denyPlayerLink>('PUT', '/api/player-link/deny/{id}'),
  resetPlayerLink: routeOf<typeof resetPlayerLink>('PUT', '/api/player-link/reset/{id}'),

  adminLocations: routeOf<typeof adminLocations>('GET', '/api/locations'),
  addLocation: routeOf<typeof addLocation>('POST', '/api/locations'),
  updateLocation: routeOf<typeof updateLocation>('PUT', '/api/locations/{id}'),
  deleteLocation: routeOf<typeof deleteLocation>('DELETE', '/api/locations/{id}'),
  addBadge: routeOf<typeof addBadge>('POST', '/api/badges'),
  updateBadge: routeOf<typeof updateBadge>('PUT', '/api/badges/{id}'),
  deleteBadge: routeOf<typeof deleteBadge>('DELETE', '/api/badges/{id}'),
  challenges: routeOf<typeof challenges>('GET', '/api/challenges'),
  challenge: routeOf<typeof challenge>('GET', '/api/challenges/{id}'),
  updateChallenge: routeOf<typeof updateChallenge>('PUT', '/api/challenges/{id}'),
  deleteChallenge: routeOf<typeof deleteChallenge>('DELETE', '/api/challenges/{id}'),
  users: routeOf<typeof users>('GET', '/api/users'),
  setUserRole: routeOf<typeof setUserRole>('PUT', '/api/users/{id}/role'),
  heldScores: routeOf<typeof heldScores>('GET', '/api/admin/held-scores'),
  acceptHeldScore: routeOf<typeof acceptHeldScore>('POST', '/api/admin/held-scores/{id}/accept'),
  rejectHeldScore: routeOf<typeof rejectHeldScore>('POST', '/api/admin/held-scores/{id}/reject'),
  voidScore: routeOf<typeof voidScore>('POST', '/api/admin/voided-scores'),
  voidedScores: routeOf<typeof voidedScores>('GET', '/api/admin/voided-scores'),
  restoreScore: routeOf<typeof restoreScore>('POST', '/api/admin/voided-scores/{id}/restore'),
  scoreAudit: routeOf<typeof scoreAudit>('GET', '/api/admin/score-audit'),
  openapi: route<undefined, undefined, undefined, Record<string, unknown>>('GET', '/api/openapi.json'),

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
  playNext: routeOf<typeof playNext>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/play-next',
  ),
  recentBests: routeOf<typeof recentBests>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/recent',
  ),
  activateLocations: routeOf<typeof activateLocations>('GET', '/api/activate/locations'),
  suggestPlayers: routeOf<typeof suggestPlayers>('GET', '/api/players/suggest'),
  playerBadges: routeOf<typeof playerBadges>('GET', '/api/activate/badges/{playerName}'),
  playerBadgesToCompare: routeOf<typeof playerBadgesToCompare>(
    'GET',
    '/api/activate/badges/to-compare/{playerName}',
  ),

  leaderboard: routeOf<typeof leaderboard>('GET', '/api/leaderboards/{city}'),
  periodBoard: routeOf<typeof periodBoard>('GET', '/api/leaderboards/{city}/{period}'),
  levelBoard: routeOf<typeof levelBoard>('GET', '/api/levels/{locationId}/{gameId}/{level}'),
  // Friends: several players at once (names one a line), and a logged-in user's followed players.
  levelBoardPlayers: route<LevelAt, Names, undefined, LevelBoardPlayers>(
    'GET',
    '/api/levels/{locationId}/{gameId}/{level}/players',
  ),
  playersGlance: route<undefined, Names, undefined, PlayersGlance>('GET', '/api/players/glance'),
  followedPlayers: route<undefined, undefined, undefined, FollowedList>('GET', '/api/auth/friends'),
  followPlayers: route<undefined, undefined, FollowRequest, FollowedList>('POST', '/api/auth/friends'),
  unfollowPlayer: route<Name, undefined, undefined, FollowedList>('DELETE', '/api/auth/friends/{playerName}'),
  movers: routeOf<typeof movers>('GET', '/api/movers'),
  teams: routeOf<typeof teams>('GET', '/api/agl/teams'),
  // The venue's TV screen: its data, and an event stream saying when to fetch it again.
  venueScreen: routeOf<typeof venueScreen>('GET', '/api/locations/{id}/screen'),
  venueEvents: routeOf<typeof venueEvents>('GET', '/api/locations/{id}/events'),
  dailyStats: route<undefined, undefined, undefined, DailyStats>('GET', '/api/stats/daily'),
  countVisit: route<undefined, undefined, undefined, VisitCounted>('POST', '/api/stats/visits'),
  badges: routeOf<typeof badges>('GET', '/api/badges'),
  // Alerts by Web Push: the key a browser subscribes with; a subscription kept, and forgotten.
  pushKey: route<undefined, undefined, undefined, PushKey>('GET', '/api/push/key'),
  pushSubscribe: route<undefined, undefined, PushSubscribe, PushSubscribed>(
    'POST',
    '/api/push/subscriptions',
  ),
  pushUnsubscribe: route<undefined, undefined, PushUnsubscribe, PushUnsubscribed>(
    'POST',
    '/api/push/unsubscribe',
  ),

  classicPlayerLocations: routeOf<typeof classicPlayerLocations>(
    'GET',
    '/data/processed-playerlocations/{playerName}',
  ),
  classicAllLocations: routeOf<typeof classicAllLocations>(
    'GET',
    '/data/locations/allLocations/processed-players/{playerName}',
  ),
  classicPlayer: routeOf<typeof classicPlayer>('GET', '/data/locations/{loc}/processed-players/{playerName}'),
  classicCompare: routeOf<typeof classicCompare>(
    'GET',
    '/data/locations/{loc}/processed-compareplayers/{playerName}',
  ),
  classicYesterday: routeOf<typeof classicYesterday>(
    'GET',
    '/locations/{loc}/players/{playerName}/yesterday',
  ),
  exportData: route<Name, ExportQuery, undefined, string>('GET', '/players/exportData/{playerName}'),
  strategyGame: routeOf<typeof strategyGame>('GET', '/games/strategy/{id}'),

  // Shared links: a card image (PNG) for link previews, an Atom feed of best scores.
  playerCard: routeOf<typeof playerCard>(
    'GET',
    '/api/cards/player/{playerName}/location/{locationId}/card.png',
  ),
  venueCard: routeOf<typeof venueCard>('GET', '/api/cards/location/{locationId}/card.png'),
  playerFeed: routeOf<typeof playerFeed>('GET', '/api/feeds/player/{playerName}/atom.xml'),
  venueFeed: routeOf<typeof venueFeed>('GET', '/api/feeds/location/{locationId}/atom.xml'),

  discordInteractions: route<undefined, undefined, undefined, Record<string, unknown>>(
    'POST',
    '/api/discord/interactions',
  ),
  ingest: route<undefined, undefined, undefined, IngestResult>('POST', '/api/ingest'),
  ingestCatalog: route<undefined, undefined, unknown, { applied: true }>('POST', '/api/ingest/catalog'),
  rollover: route<undefined, undefined, RolloverRequest, RolloverResult>('POST', '/api/jobs/rollover'),
} as const;
