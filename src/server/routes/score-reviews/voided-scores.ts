import { z } from 'zod';
import { VoidedScore } from '../../../contract/schemas/reviews';
import { defineEndpoint } from '../../http/endpoint';
import { listVoided } from '../../services/score-reviews';

/** The voided scores an admin may still restore. */
export const voidedScores = defineEndpoint(
  {
    name: 'voidedScores',
    method: 'GET',
    path: '/api/admin/voided-scores',
    summary: 'Voided scores not restored, newest first',
    tag: 'Admin',
    access: 'admin',
    response: z.array(VoidedScore),
  },
  ({ database }) =>
    () =>
      listVoided(database.db),
);
