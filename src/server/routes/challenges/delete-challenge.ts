import { ById, Deleted } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { softDeleteChallenge } from '../../services/challenges';
import { NO_CHALLENGE } from './not-found';

/** A challenge marked deleted; it and its records stay in the database. */
export const deleteChallenge = defineEndpoint(
  {
    name: 'deleteChallenge',
    method: 'DELETE',
    path: '/api/challenges/{id}',
    summary: 'Marks a challenge deleted (soft delete)',
    tag: 'Admin',
    access: 'admin',
    params: ById,
    response: Deleted,
    errors: NO_CHALLENGE,
  },
  ({ database }) =>
    async ({ params }) => ({ deleted: await softDeleteChallenge(database.db, params.id) }),
);
