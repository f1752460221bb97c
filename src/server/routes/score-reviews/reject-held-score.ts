import { defineEndpoint } from '../../http/endpoint';
import { rejectHeld } from '../../services/score-reviews';
import { heldDecision, NO_HELD_SCORE } from './held-decision';
import { reviewer } from './reviewer';

/** A held score rejected: kept, and counted nowhere. */
export const rejectHeldScore = defineEndpoint(
  {
    name: 'rejectHeldScore',
    method: 'POST',
    path: '/api/admin/held-scores/{id}/reject',
    summary: 'Rejects a held score: it is kept, rejected, and counts nowhere',
    ...heldDecision,
    errors: { 404: NO_HELD_SCORE, 409: 'It was decided already' },
  },
  (deps) =>
    async ({ params, body }, c) => {
      await rejectHeld(deps.database.db, params.id, reviewer(deps, c), body.reason);
      return { id: params.id, status: 'rejected' as const };
    },
);
