import { type Endpoint as LegacyEndpoint, endpoints as legacyEndpoints } from '../contract/endpoints';
import type { AnyEndpoint } from './http/endpoint';
import { badgeEndpoints } from './routes/badges';
import { challengeEndpoints } from './routes/challenges';
import { classicEndpoints } from './routes/classic';
import { insightEndpoints } from './routes/insights';
import { leaderboardEndpoints } from './routes/leaderboards';
import { levelBoardEndpoints } from './routes/level-boards';
import { listEndpoints } from './routes/lists';
import { locationEndpoints } from './routes/locations';
import { moverEndpoints } from './routes/movers';
import { playerLinkEndpoints } from './routes/player-links';
import { playerEndpoints } from './routes/players';
import { scoreReviewEndpoints } from './routes/score-reviews';
import { shareEndpoints } from './routes/share';
import { suggestionEndpoints } from './routes/suggestions';
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
] as const;

/** The endpoints still declared the old way (contract/endpoints.ts), while they move to files of their own. */
export type EndpointInfo = Omit<AnyEndpoint, 'openapi' | 'handler'> &
  Partial<Pick<AnyEndpoint, 'openapi' | 'handler'>>;

function fromLegacy(name: string, e: LegacyEndpoint): EndpointInfo {
  return { ...e, name, method: e.route.method, path: e.route.path } as EndpointInfo;
}

/** Every endpoint by name. */
export const allEndpoints: Record<string, EndpointInfo> = {
  ...Object.fromEntries(
    Object.entries(legacyEndpoints).map(([n, e]) => [n, fromLegacy(n, e as LegacyEndpoint)]),
  ),
  ...Object.fromEntries(endpointList.map((e) => [e.name, e])),
};
