import { z } from 'zod';
import { HeldScore } from '../../../contract/schemas/reviews';
import { defineEndpoint } from '../../http/endpoint';
import { listHeld } from '../../services/score-reviews';

/** The scores waiting for an admin's decision, for the admin area's review tab. */
export const heldScores = defineEndpoint(
  {
    name: 'heldScores',
    method: 'GET',
    path: '/api/admin/held-scores',
    summary: "Scores held for review (above their level's plausibility bound), oldest first",
    tag: 'Admin',
    access: 'admin',
    response: z.array(HeldScore),
  },
  ({ database }) =>
    () =>
      listHeld(database.db),
);
