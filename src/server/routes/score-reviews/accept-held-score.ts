import { defineEndpoint } from '../../http/endpoint';
import { acceptHeld } from '../../services/score-reviews';
import { heldDecision, NO_HELD_SCORE } from './held-decision';
import { reviewer } from './reviewer';

/** A held score accepted: imported as if it had just arrived. */
export const acceptHeldScore = defineEndpoint(
  {
    name: 'acceptHeldScore',
    method: 'POST',
    path: '/api/admin/held-scores/{id}/accept',
    summary: 'Accepts a held score: it is imported as if it had just arrived, and counts everywhere',
    ...heldDecision,
    errors: {
      404: NO_HELD_SCORE,
      409: 'It was decided already, or its venue or game is gone from the catalog',
    },
  },
  (deps) =>
    async ({ params, body }, c) => {
      await acceptHeld(deps.database, params.id, reviewer(deps, c), body.reason);
      return { id: params.id, status: 'accepted' as const };
    },
);
