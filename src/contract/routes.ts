import type { authMe } from '../server/routes/auth/auth-me';
import type { login } from '../server/routes/auth/login';
import type { loginCallback } from '../server/routes/auth/login-callback';
import type { logout } from '../server/routes/auth/logout';
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
import type { discordInteractions } from '../server/routes/discord/discord-interactions';
import type { exportData } from '../server/routes/export/export-data';
import type { followPlayers } from '../server/routes/friends/follow-players';
import type { followedPlayers } from '../server/routes/friends/followed-players';
import type { levelBoardPlayers } from '../server/routes/friends/level-board-players';
import type { playersGlance } from '../server/routes/friends/players-glance';
import type { unfollowPlayer } from '../server/routes/friends/unfollow-player';
import type { playNext } from '../server/routes/insights/play-next';
import type { recentBests } from '../server/routes/insights/recent-bests';
import type { ingest } from '../server/routes/jobs/ingest';
import type { ingestCatalog } from '../server/routes/jobs/ingest-catalog';
import type { rollover } from '../server/routes/jobs/rollover';
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
import type { headToHeadAt } from '../server/routes/players/head-to-head';
import type { playerData } from '../server/routes/players/player-data';
import type { playerDay } from '../server/routes/players/player-day';
import type { playerHistory } from '../server/routes/players/player-history';
import type { activatePlayerLocations } from '../server/routes/players/player-locations';
import type { playerToCompare } from '../server/routes/players/player-to-compare';
import type { pushKey } from '../server/routes/push/push-key';
import type { pushSubscribe } from '../server/routes/push/push-subscribe';
import type { pushUnsubscribe } from '../server/routes/push/push-unsubscribe';
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
import type { countVisit } from '../server/routes/stats/count-visit';
import type { dailyStats } from '../server/routes/stats/daily-stats';
import type { suggestPlayers } from '../server/routes/suggestions/suggest-players';
import type { healthCheck } from '../server/routes/system/health-check';
import type { lastUpdated } from '../server/routes/system/last-updated';
import type { openapi } from '../server/routes/system/openapi';
import type { setUserRole } from '../server/routes/users/set-user-role';
import type { users } from '../server/routes/users/users';
import type { venueEvents } from '../server/routes/venue-screen/venue-events';
import type { venueScreen } from '../server/routes/venue-screen/venue-screen';
import { routeOf } from './route';

/**
 * Every route of the API by name, for the browser's client: each takes its method, path and types
 * from the endpoint's definition on the server (a type-only import: no zod reaches the browser).
 */
export const routes = {
  logout: routeOf<typeof logout>('GET', '/auth/logout'),
  discordInteractions: routeOf<typeof discordInteractions>('POST', '/api/discord/interactions'),
  playerBadges: routeOf<typeof playerBadges>('GET', '/api/activate/badges/{playerName}'),
  playerBadgesToCompare: routeOf<typeof playerBadgesToCompare>(
    'GET',
    '/api/activate/badges/to-compare/{playerName}',
  ),
  classicAllLocations: routeOf<typeof classicAllLocations>(
    'GET',
    '/data/locations/allLocations/processed-players/{playerName}',
  ),
  classicPlayer: routeOf<typeof classicPlayer>('GET', '/data/locations/{loc}/processed-players/{playerName}'),
  classicYesterday: routeOf<typeof classicYesterday>(
    'GET',
    '/locations/{loc}/players/{playerName}/yesterday',
  ),
  classicCompare: routeOf<typeof classicCompare>(
    'GET',
    '/data/locations/{loc}/processed-compareplayers/{playerName}',
  ),
  classicPlayerLocations: routeOf<typeof classicPlayerLocations>(
    'GET',
    '/data/processed-playerlocations/{playerName}',
  ),
  addBadge: routeOf<typeof addBadge>('POST', '/api/badges'),
  deleteBadge: routeOf<typeof deleteBadge>('DELETE', '/api/badges/{id}'),
  updateBadge: routeOf<typeof updateBadge>('PUT', '/api/badges/{id}'),
  ingest: routeOf<typeof ingest>('POST', '/api/ingest'),
  rollover: routeOf<typeof rollover>('POST', '/api/jobs/rollover'),
  ingestCatalog: routeOf<typeof ingestCatalog>('POST', '/api/ingest/catalog'),
  users: routeOf<typeof users>('GET', '/api/users'),
  setUserRole: routeOf<typeof setUserRole>('PUT', '/api/users/{id}/role'),
  loginCallback: routeOf<typeof loginCallback>('GET', '/auth/{provider}/callback'),
  authMe: routeOf<typeof authMe>('GET', '/api/auth/me'),
  login: routeOf<typeof login>('GET', '/auth/{provider}'),
  countVisit: routeOf<typeof countVisit>('POST', '/api/stats/visits'),
  dailyStats: routeOf<typeof dailyStats>('GET', '/api/stats/daily'),
  addLocation: routeOf<typeof addLocation>('POST', '/api/locations'),
  deleteLocation: routeOf<typeof deleteLocation>('DELETE', '/api/locations/{id}'),
  adminLocations: routeOf<typeof adminLocations>('GET', '/api/locations'),
  updateLocation: routeOf<typeof updateLocation>('PUT', '/api/locations/{id}'),
  playerHistory: routeOf<typeof playerHistory>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/history',
  ),
  cachedProfiles: routeOf<typeof cachedProfiles>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/cached-profiles',
  ),
  playerToCompare: routeOf<typeof playerToCompare>(
    'GET',
    '/api/activate/players/to-compare/player/{playerName}/location/{locationId}',
  ),
  headToHead: routeOf<typeof headToHeadAt>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/versus/{otherName}',
  ),
  activatePlayerLocations: routeOf<typeof activatePlayerLocations>(
    'GET',
    '/api/activate/playerlocations/{playerName}',
  ),
  playerData: routeOf<typeof playerData>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}',
  ),
  playerDay: routeOf<typeof playerDay>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/day',
  ),
  venueFeed: routeOf<typeof venueFeed>('GET', '/api/feeds/location/{locationId}/atom.xml'),
  playerCard: routeOf<typeof playerCard>(
    'GET',
    '/api/cards/player/{playerName}/location/{locationId}/card.png',
  ),
  playerFeed: routeOf<typeof playerFeed>('GET', '/api/feeds/player/{playerName}/atom.xml'),
  venueCard: routeOf<typeof venueCard>('GET', '/api/cards/location/{locationId}/card.png'),
  levelBoardPlayers: routeOf<typeof levelBoardPlayers>(
    'GET',
    '/api/levels/{locationId}/{gameId}/{level}/players',
  ),
  followPlayers: routeOf<typeof followPlayers>('POST', '/api/auth/friends'),
  followedPlayers: routeOf<typeof followedPlayers>('GET', '/api/auth/friends'),
  playersGlance: routeOf<typeof playersGlance>('GET', '/api/players/glance'),
  unfollowPlayer: routeOf<typeof unfollowPlayer>('DELETE', '/api/auth/friends/{playerName}'),
  exportData: routeOf<typeof exportData>('GET', '/players/exportData/{playerName}'),
  levelBoard: routeOf<typeof levelBoard>('GET', '/api/levels/{locationId}/{gameId}/{level}'),
  suggestPlayers: routeOf<typeof suggestPlayers>('GET', '/api/players/suggest'),
  activateLocations: routeOf<typeof activateLocations>('GET', '/api/activate/locations'),
  badges: routeOf<typeof badges>('GET', '/api/badges'),
  strategyGame: routeOf<typeof strategyGame>('GET', '/games/strategy/{id}'),
  teams: routeOf<typeof teams>('GET', '/api/agl/teams'),
  leaderboard: routeOf<typeof leaderboard>('GET', '/api/leaderboards/{city}'),
  periodBoard: routeOf<typeof periodBoard>('GET', '/api/leaderboards/{city}/{period}'),
  pushKey: routeOf<typeof pushKey>('GET', '/api/push/key'),
  pushUnsubscribe: routeOf<typeof pushUnsubscribe>('POST', '/api/push/unsubscribe'),
  pushSubscribe: routeOf<typeof pushSubscribe>('POST', '/api/push/subscriptions'),
  venueScreen: routeOf<typeof venueScreen>('GET', '/api/locations/{id}/screen'),
  venueEvents: routeOf<typeof venueEvents>('GET', '/api/locations/{id}/events'),
  openapi: routeOf<typeof openapi>('GET', '/api/openapi.json'),
  healthCheck: routeOf<typeof healthCheck>('GET', '/api/health-check'),
  lastUpdated: routeOf<typeof lastUpdated>('GET', '/lastUpdated'),
  resetPlayerLink: routeOf<typeof resetPlayerLink>('PUT', '/api/player-link/reset/{id}'),
  requestPlayerLink: routeOf<typeof requestPlayerLink>('POST', '/api/player-link/request'),
  playerLinks: routeOf<typeof playerLinks>('GET', '/api/player-link'),
  approvePlayerLink: routeOf<typeof approvePlayerLink>('PUT', '/api/player-link/approve/{id}'),
  checkPlayerLink: routeOf<typeof checkPlayerLink>('GET', '/api/player-link/check-request/{playerName}'),
  denyPlayerLink: routeOf<typeof denyPlayerLink>('PUT', '/api/player-link/deny/{id}'),
  rejectHeldScore: routeOf<typeof rejectHeldScore>('POST', '/api/admin/held-scores/{id}/reject'),
  voidedScores: routeOf<typeof voidedScores>('GET', '/api/admin/voided-scores'),
  heldScores: routeOf<typeof heldScores>('GET', '/api/admin/held-scores'),
  scoreAudit: routeOf<typeof scoreAudit>('GET', '/api/admin/score-audit'),
  restoreScore: routeOf<typeof restoreScore>('POST', '/api/admin/voided-scores/{id}/restore'),
  voidScore: routeOf<typeof voidScore>('POST', '/api/admin/voided-scores'),
  acceptHeldScore: routeOf<typeof acceptHeldScore>('POST', '/api/admin/held-scores/{id}/accept'),
  movers: routeOf<typeof movers>('GET', '/api/movers'),
  challenge: routeOf<typeof challenge>('GET', '/api/challenges/{id}'),
  updateChallenge: routeOf<typeof updateChallenge>('PUT', '/api/challenges/{id}'),
  challenges: routeOf<typeof challenges>('GET', '/api/challenges'),
  deleteChallenge: routeOf<typeof deleteChallenge>('DELETE', '/api/challenges/{id}'),
  playNext: routeOf<typeof playNext>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/play-next',
  ),
  recentBests: routeOf<typeof recentBests>(
    'GET',
    '/api/activate/players/player/{playerName}/location/{locationId}/recent',
  ),
};
