import { LastUpdated } from '../../../contract/schemas/system';
import { defineEndpoint } from '../../http/endpoint';
import { lastUpdated as lastUpdatedAt } from '../../services/app-state';

/** When scores and leaderboards last changed: the stamps the site shows under its boards. */
export const lastUpdated = defineEndpoint(
  {
    name: 'lastUpdated',
    method: 'GET',
    path: '/lastUpdated',
    summary: 'When scores and leaderboards last changed',
    tag: 'System',
    access: 'public',
    response: LastUpdated,
  },
  ({ database }) =>
    () =>
      lastUpdatedAt(database.db),
);
