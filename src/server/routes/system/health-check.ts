import { HealthCheck } from '../../../contract/schemas/system';
import { defineEndpoint } from '../../http/endpoint';
import { checkHealth } from '../../services/health';

/** Whether the API and its database answer: what monitors and the site's status banner poll. */
export const healthCheck = defineEndpoint(
  {
    name: 'healthCheck',
    method: 'GET',
    path: '/api/health-check',
    caching: 'private',
    summary: 'Whether the API and its database answer',
    tag: 'System',
    access: 'public',
    response: HealthCheck,
  },
  ({ database, config }) =>
    () =>
      checkHealth(database, config.dbTimeoutMs + 500),
);
