import { type Endpoint as LegacyEndpoint, endpoints as legacyEndpoints } from '../contract/endpoints';
import type { AnyEndpoint } from './http/endpoint';
import { authEndpoints } from './routes/auth';
import { discordEndpoints } from './routes/discord';
import { exportEndpoints } from './routes/export';
import { friendEndpoints } from './routes/friends';
import { jobEndpoints } from './routes/jobs';
import { playerEndpoints } from './routes/players';
import { pushEndpoints } from './routes/push';
import { statsEndpoints } from './routes/stats';
import { systemEndpoints } from './routes/system';

/**
 * Every endpoint of the API, each defined in its own file under `routes/<resource>/` and listed
 * in its resource's index: the app mounts these, and the OpenAPI document, the route tables and
 * the tests read them.
 */
export const endpointList = [
  ...playerEndpoints,
  ...systemEndpoints,
  ...authEndpoints,
  ...pushEndpoints,
  ...jobEndpoints,
  ...discordEndpoints,
  ...friendEndpoints,
  ...statsEndpoints,
  ...exportEndpoints,
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
