import { z } from 'zod';
import { Challenge } from '../../../contract/schemas/admin';
import { defineEndpoint } from '../../http/endpoint';
import { listChallenges } from '../../services/challenges';

/** Every challenge with its records, for the admin area's challenges tab. */
export const challenges = defineEndpoint(
  {
    name: 'challenges',
    method: 'GET',
    path: '/api/challenges',
    summary: 'Every challenge, deleted ones flagged',
    tag: 'Admin',
    access: 'admin',
    response: z.array(Challenge),
  },
  ({ database }) =>
    () =>
      listChallenges(database.db),
);
