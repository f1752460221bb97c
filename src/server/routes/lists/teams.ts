import { z } from 'zod';
import { Team } from '../../../contract/schemas/league';
import { defineEndpoint } from '../../http/endpoint';
import { allTeams } from '../../services/teams';

/** Every league team of every season: the league page's table. */
export const teams = defineEndpoint(
  {
    name: 'teams',
    method: 'GET',
    path: '/api/agl/teams',
    summary: 'Every league team of every season',
    tag: 'League',
    access: 'public',
    response: z.array(Team),
  },
  ({ database }) =>
    () =>
      allTeams(database.db),
);
