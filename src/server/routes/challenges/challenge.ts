import { Challenge } from '../../../contract/schemas/admin';
import { ById } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { getChallenge } from '../../services/challenges';
import { NO_CHALLENGE } from './not-found';

/** One challenge with its records, for the admin's challenge editor. */
export const challenge = defineEndpoint(
  {
    name: 'challenge',
    method: 'GET',
    path: '/api/challenges/{id}',
    summary: 'One challenge',
    tag: 'Admin',
    access: 'admin',
    params: ById,
    response: Challenge,
    errors: NO_CHALLENGE,
  },
  ({ database }) =>
    ({ params }) =>
      getChallenge(database.db, params.id),
);
