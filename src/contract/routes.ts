// Written by `npm run docs:api` from the endpoints' definitions (src/server/routes/): change those,
// never this file (tests/unit/route.test.ts fails when it is out of date).
import type { z } from 'zod';
import { route } from './route';
import type * as admin from './schemas/admin';
import type * as auth from './schemas/auth';
import type * as badges from './schemas/badges';
import type * as classic from './schemas/classic';
import type * as csvExport from './schemas/csv-export';
import type * as friends from './schemas/friends';
import type * as headToHead from './schemas/head-to-head';
import type * as history from './schemas/history';
import type * as insights from './schemas/insights';
import type * as leaderboards from './schemas/leaderboards';
import type * as league from './schemas/league';
import type * as levelBoards from './schemas/level-boards';
import type * as locations from './schemas/locations';
import type * as movers from './schemas/movers';
import type * as params from './schemas/params';
import type * as periodBoards from './schemas/period-boards';
import type * as players from './schemas/players';
import type * as push from './schemas/push';
import type * as reviews from './schemas/reviews';
import type * as stats from './schemas/stats';
import type * as strategy from './schemas/strategy';
import type * as suggestions from './schemas/suggestions';
import type * as system from './schemas/system';
import type * as venueScreen from './schemas/venue-screen';

type Out<S extends z.ZodType> = z.output<S>;
type In<S extends z.ZodType> = z.input<S>;

/** Every route of the API by name, for the browser's client: its method, path and types only. */
export const routes = {
  activatePlayerLocations: route<Out<typeof params.ByName>, undefined, undefined, Array<Out<typeof locations.ActivateLocation>>>('GET', '/api/activate/playerlocations/{playerName}'),
  playerData: route<Out<typeof params.NameAt>, undefined, undefined, Out<typeof players.PlayerData>>('GET', '/api/activate/players/player/{playerName}/location/{locationId}'),
  playerDay: route<Out<typeof params.NameAt>, undefined, undefined, Out<typeof players.PlayerDay>>('GET', '/api/activate/players/player/{playerName}/location/{locationId}/day'),
  playerHistory: route<Out<typeof params.NameAt>, In<typeof history.HistoryRangeQuery>, undefined, Out<typeof history.PlayerHistory>>('GET', '/api/activate/players/player/{playerName}/location/{locationId}/history'),
  cachedProfiles: route<Out<typeof params.NameAt>, undefined, undefined, Out<typeof players.CachedProfiles>>('GET', '/api/activate/players/player/{playerName}/location/{locationId}/cached-profiles'),
  playerToCompare: route<Out<typeof params.NameAt>, undefined, undefined, Out<typeof players.ComparePlayer>>('GET', '/api/activate/players/to-compare/player/{playerName}/location/{locationId}'),
  headToHead: route<Out<typeof params.NameAtVersus>, undefined, undefined, Out<typeof headToHead.HeadToHead>>('GET', '/api/activate/players/player/{playerName}/location/{locationId}/versus/{otherName}'),
  checkPlayerLink: route<Out<typeof params.ByName>, undefined, undefined, Out<typeof admin.PlayerLinkCheck>>('GET', '/api/player-link/check-request/{playerName}'),
  requestPlayerLink: route<undefined, undefined, In<typeof admin.PlayerLinkRequest>, Out<typeof admin.LinkDecision>>('POST', '/api/player-link/request'),
  playerLinks: route<undefined, undefined, undefined, Array<Out<typeof admin.PlayerLink>>>('GET', '/api/player-link'),
  approvePlayerLink: route<Out<typeof params.ById>, undefined, undefined, Out<typeof admin.LinkDecision>>('PUT', '/api/player-link/approve/{id}'),
  denyPlayerLink: route<Out<typeof params.ById>, undefined, undefined, Out<typeof admin.LinkDecision>>('PUT', '/api/player-link/deny/{id}'),
  resetPlayerLink: route<Out<typeof params.ById>, undefined, undefined, Out<typeof admin.LinkDecision>>('PUT', '/api/player-link/reset/{id}'),
  adminLocations: route<undefined, undefined, undefined, Array<Out<typeof admin.AdminLocation>>>('GET', '/api/locations'),
  addLocation: route<undefined, undefined, In<typeof admin.LocationInput>, Out<typeof admin.AdminLocation>>('POST', '/api/locations'),
  updateLocation: route<Out<typeof params.ById>, undefined, In<typeof admin.LocationInput>, Out<typeof admin.AdminLocation>>('PUT', '/api/locations/{id}'),
  deleteLocation: route<Out<typeof params.ById>, undefined, undefined, Out<typeof params.Deleted>>('DELETE', '/api/locations/{id}'),
  addBadge: route<undefined, undefined, In<typeof admin.BadgeInput>, Out<typeof badges.Badge>>('POST', '/api/badges'),
  updateBadge: route<Out<typeof params.ById>, undefined, In<typeof admin.BadgeInput>, Out<typeof badges.Badge>>('PUT', '/api/badges/{id}'),
  deleteBadge: route<Out<typeof params.ById>, undefined, undefined, Out<typeof params.Deleted>>('DELETE', '/api/badges/{id}'),
  challenges: route<undefined, undefined, undefined, Array<Out<typeof admin.Challenge>>>('GET', '/api/challenges'),
  challenge: route<Out<typeof params.ById>, undefined, undefined, Out<typeof admin.Challenge>>('GET', '/api/challenges/{id}'),
  updateChallenge: route<Out<typeof params.ById>, undefined, In<typeof admin.ChallengeInput>, Out<typeof admin.Challenge>>('PUT', '/api/challenges/{id}'),
  deleteChallenge: route<Out<typeof params.ById>, undefined, undefined, Out<typeof params.Deleted>>('DELETE', '/api/challenges/{id}'),
  users: route<undefined, undefined, undefined, Array<Out<typeof admin.AdminUser>>>('GET', '/api/users'),
  setUserRole: route<Out<typeof params.ById>, undefined, In<typeof admin.RoleChange>, Out<typeof admin.AdminUser>>('PUT', '/api/users/{id}/role'),
  heldScores: route<undefined, undefined, undefined, Array<Out<typeof reviews.HeldScore>>>('GET', '/api/admin/held-scores'),
  acceptHeldScore: route<Out<typeof params.ById>, undefined, In<typeof reviews.ReviewNote>, Out<typeof reviews.HeldDecision>>('POST', '/api/admin/held-scores/{id}/accept'),
  rejectHeldScore: route<Out<typeof params.ById>, undefined, In<typeof reviews.ReviewNote>, Out<typeof reviews.HeldDecision>>('POST', '/api/admin/held-scores/{id}/reject'),
  voidScore: route<undefined, undefined, In<typeof reviews.VoidRequest>, Out<typeof reviews.VoidResult>>('POST', '/api/admin/voided-scores'),
  voidedScores: route<undefined, undefined, undefined, Array<Out<typeof reviews.VoidedScore>>>('GET', '/api/admin/voided-scores'),
  restoreScore: route<Out<typeof params.ById>, undefined, In<typeof reviews.ReviewNote>, Out<typeof reviews.VoidResult>>('POST', '/api/admin/voided-scores/{id}/restore'),
  scoreAudit: route<undefined, undefined, undefined, Array<Out<typeof reviews.ScoreAuditEntry>>>('GET', '/api/admin/score-audit'),
  activateLocations: route<undefined, undefined, undefined, Array<Out<typeof locations.ActivateLocation>>>('GET', '/api/activate/locations'),
  strategyGame: route<Out<typeof params.ById>, undefined, undefined, Out<typeof strategy.StrategyGame>>('GET', '/games/strategy/{id}'),
  teams: route<undefined, undefined, undefined, Array<Out<typeof league.Team>>>('GET', '/api/agl/teams'),
  badges: route<undefined, undefined, undefined, Array<Out<typeof badges.Badge>>>('GET', '/api/badges'),
  playerBadges: route<Out<typeof params.ByName>, undefined, undefined, Array<Out<typeof badges.PlayerBadge>>>('GET', '/api/activate/badges/{playerName}'),
  playerBadgesToCompare: route<Out<typeof params.ByName>, undefined, undefined, Array<Out<typeof badges.PlayerBadge>>>('GET', '/api/activate/badges/to-compare/{playerName}'),
  classicPlayerLocations: route<Out<typeof params.ByName>, undefined, undefined, Array<Out<typeof locations.ClassicLocation>>>('GET', '/data/processed-playerlocations/{playerName}'),
  classicAllLocations: route<Out<typeof params.ByName>, undefined, undefined, Out<typeof classic.ClassicAllLocations>>('GET', '/data/locations/allLocations/processed-players/{playerName}'),
  classicPlayer: route<Out<typeof params.NameAtLoc>, undefined, undefined, Out<typeof classic.ClassicPlayerInfo>>('GET', '/data/locations/{loc}/processed-players/{playerName}'),
  classicCompare: route<Out<typeof params.NameAtLoc>, undefined, undefined, Out<typeof classic.ClassicComparePlayer>>('GET', '/data/locations/{loc}/processed-compareplayers/{playerName}'),
  classicYesterday: route<Out<typeof params.NameAtLoc>, undefined, undefined, Out<typeof classic.ClassicYesterday>>('GET', '/locations/{loc}/players/{playerName}/yesterday'),
  playerCard: route<Out<typeof params.NameAt>, undefined, undefined, unknown>('GET', '/api/cards/player/{playerName}/location/{locationId}/card.png'),
  venueCard: route<Out<typeof params.AtVenue>, undefined, undefined, unknown>('GET', '/api/cards/location/{locationId}/card.png'),
  playerFeed: route<Out<typeof params.ByName>, undefined, undefined, unknown>('GET', '/api/feeds/player/{playerName}/atom.xml'),
  venueFeed: route<Out<typeof params.AtVenue>, undefined, undefined, unknown>('GET', '/api/feeds/location/{locationId}/atom.xml'),
  venueScreen: route<Out<typeof params.ById>, undefined, undefined, Out<typeof venueScreen.VenueScreen>>('GET', '/api/locations/{id}/screen'),
  venueEvents: route<Out<typeof params.ById>, undefined, undefined, unknown>('GET', '/api/locations/{id}/events'),
  leaderboard: route<Out<typeof params.BoardAt>, undefined, undefined, Out<typeof leaderboards.Leaderboard>>('GET', '/api/leaderboards/{city}'),
  periodBoard: route<Out<typeof params.PeriodBoardAt>, undefined, undefined, Out<typeof periodBoards.PeriodBoard>>('GET', '/api/leaderboards/{city}/{period}'),
  playNext: route<Out<typeof params.NameAt>, undefined, undefined, Out<typeof insights.PlayNext>>('GET', '/api/activate/players/player/{playerName}/location/{locationId}/play-next'),
  recentBests: route<Out<typeof params.NameAt>, undefined, undefined, Out<typeof insights.RecentBests>>('GET', '/api/activate/players/player/{playerName}/location/{locationId}/recent'),
  suggestPlayers: route<undefined, In<typeof suggestions.SuggestQuery>, undefined, Array<Out<typeof suggestions.PlayerSuggestion>>>('GET', '/api/players/suggest'),
  movers: route<undefined, In<typeof movers.MoversQuery>, undefined, Out<typeof movers.Movers>>('GET', '/api/movers'),
  levelBoard: route<Out<typeof params.LevelAt>, In<typeof levelBoards.LevelBoardQuery>, undefined, Out<typeof levelBoards.LevelBoard>>('GET', '/api/levels/{locationId}/{gameId}/{level}'),
  healthCheck: route<undefined, undefined, undefined, Out<typeof system.HealthCheck>>('GET', '/api/health-check'),
  lastUpdated: route<undefined, undefined, undefined, Out<typeof system.LastUpdated>>('GET', '/lastUpdated'),
  openapi: route<undefined, undefined, undefined, Out<typeof system.OpenApiDocument>>('GET', '/api/openapi.json'),
  authMe: route<undefined, undefined, undefined, Out<typeof auth.AuthState>>('GET', '/api/auth/me'),
  logout: route<undefined, In<typeof auth.ReturnToQuery>, undefined, unknown>('GET', '/auth/logout'),
  login: route<Out<typeof params.Provider>, In<typeof auth.ReturnToQuery>, undefined, unknown>('GET', '/auth/{provider}'),
  loginCallback: route<Out<typeof params.Provider>, In<typeof auth.CallbackQuery>, undefined, unknown>('GET', '/auth/{provider}/callback'),
  pushKey: route<undefined, undefined, undefined, Out<typeof push.PushKey>>('GET', '/api/push/key'),
  pushSubscribe: route<undefined, undefined, In<typeof push.PushSubscribe>, Out<typeof push.PushSubscribed>>('POST', '/api/push/subscriptions'),
  pushUnsubscribe: route<undefined, undefined, In<typeof push.PushUnsubscribe>, Out<typeof push.PushUnsubscribed>>('POST', '/api/push/unsubscribe'),
  ingest: route('POST', '/api/ingest'),
  ingestCatalog: route('POST', '/api/ingest/catalog'),
  rollover: route('POST', '/api/jobs/rollover'),
  discordInteractions: route('POST', '/api/discord/interactions'),
  playersGlance: route<undefined, In<typeof friends.GlanceQuery>, undefined, Out<typeof friends.PlayersGlance>>('GET', '/api/players/glance'),
  levelBoardPlayers: route<Out<typeof params.LevelAt>, In<typeof friends.GlanceQuery>, undefined, Out<typeof friends.LevelBoardPlayers>>('GET', '/api/levels/{locationId}/{gameId}/{level}/players'),
  followedPlayers: route<undefined, undefined, undefined, Out<typeof friends.FollowedList>>('GET', '/api/auth/friends'),
  followPlayers: route<undefined, undefined, In<typeof friends.FollowRequest>, Out<typeof friends.FollowedList>>('POST', '/api/auth/friends'),
  unfollowPlayer: route<Out<typeof params.ByName>, undefined, undefined, Out<typeof friends.FollowedList>>('DELETE', '/api/auth/friends/{playerName}'),
  dailyStats: route<undefined, undefined, undefined, Out<typeof stats.DailyStats>>('GET', '/api/stats/daily'),
  countVisit: route<undefined, undefined, undefined, Out<typeof stats.VisitCounted>>('POST', '/api/stats/visits'),
  exportData: route<Out<typeof params.ByName>, In<typeof csvExport.ExportQuery>, undefined, unknown>('GET', '/players/exportData/{playerName}'),
};
