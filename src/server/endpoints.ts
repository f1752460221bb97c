import type { AnyEndpoint } from './http/endpoint';
import { authEndpoints } from './routes/auth';
import { badgeEndpoints } from './routes/badges';
import { challengeEndpoints } from './routes/challenges';
import { classicEndpoints } from './routes/classic';
import { discordEndpoints } from './routes/discord';
import { exportEndpoints } from './routes/export';
import { friendEndpoints } from './routes/friends';
import { insightEndpoints } from './routes/insights';
import { jobEndpoints } from './routes/jobs';
import { leaderboardEndpoints } from './routes/leaderboards';
import { levelBoardEndpoints } from './routes/level-boards';
import { listEndpoints } from './routes/lists';
import { locationEndpoints } from './routes/locations';
import { moverEndpoints } from './routes/movers';
import { playerLinkEndpoints } from './routes/player-links';
import { playerEndpoints } from './routes/players';
import { pushEndpoints } from './routes/push';
import { scoreReviewEndpoints } from './routes/score-reviews';
import { shareEndpoints } from './routes/share';
import { statsEndpoints } from './routes/stats';
import { suggestionEndpoints } from './routes/suggestions';
import { systemEndpoints } from './routes/system';
import { userEndpoints } from './routes/users';
import { venueScreenEndpoints } from './routes/venue-screen';

/**
 * Every endpoint of the API, each defined in its own file under `routes/<resource>/` and listed
 * in its resource's index: the app mounts these, and the OpenAPI document, the route tables and
 * the tests read them.
 */
export const endpointList = [
  ...playerEndpoints,
  ...playerLinkEndpoints,
  ...locationEndpoints,
  ...badgeEndpoints,
  ...challengeEndpoints,
  ...userEndpoints,
  ...scoreReviewEndpoints,
  ...listEndpoints,
  ...classicEndpoints,
  ...shareEndpoints,
  ...venueScreenEndpoints,
  ...leaderboardEndpoints,
  ...insightEndpoints,
  ...suggestionEndpoints,
  ...moverEndpoints,
  ...levelBoardEndpoints,
  ...systemEndpoints,
  ...authEndpoints,
  ...pushEndpoints,
  ...jobEndpoints,
  ...discordEndpoints,
  ...friendEndpoints,
  ...statsEndpoints,
  ...exportEndpoints,
] as const;

/** Every endpoint by its name (its operationId). */
export const endpointsByName: Record<string, AnyEndpoint> = Object.fromEntries(
  endpointList.map((e) => [e.name, e]),
);
