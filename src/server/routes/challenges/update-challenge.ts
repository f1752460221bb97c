import { Challenge, ChallengeInput } from '../../../contract/schemas/admin';
import { ById } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { currentUser } from '../../http/guards';
import { updateChallenge as update } from '../../services/challenges';
import { NO_CHALLENGE } from './not-found';

/** A challenge edited and score records added or corrected (records are never dropped). */
export const updateChallenge = defineEndpoint(
  {
    name: 'updateChallenge',
    method: 'PUT',
    path: '/api/challenges/{id}',
    summary: 'Edits a challenge and adds score records (records are never dropped)',
    tag: 'Admin',
    access: 'admin',
    params: ById,
    body: ChallengeInput,
    response: Challenge,
    errors: {
      400: 'The body is malformed: a score not above 0 or past 2147483647, a record id past 2147483647, a record without a name, a level not 0 to 9, a text too long, or more than 1000 records',
      ...NO_CHALLENGE,
    },
  },
  ({ database }) =>
    ({ params, body }, c) =>
      update(database.db, params.id, body, currentUser(c).id),
);
