import { VoidRequest, VoidResult } from '../../../contract/schemas/reviews';
import { defineEndpoint } from '../../http/endpoint';
import { voidScore as voidBest } from '../../services/score-reviews';
import { reviewer } from './reviewer';

/** A player's best on a level voided: every figure it touched is recomputed without it. */
export const voidScore = defineEndpoint(
  {
    name: 'voidScore',
    method: 'POST',
    path: '/api/admin/voided-scores',
    summary: "Voids a player's best on a level: every figure it touched is recomputed without it",
    tag: 'Admin',
    access: 'admin',
    body: VoidRequest,
    response: VoidResult,
    errors: {
      400: 'The body is malformed: a name blank or too long, an id not from 1 to 2147483647, a level not 0 to 9, a reason too long',
      404: 'No such player, or no counted score on that level',
    },
  },
  (deps) =>
    ({ body }, c) =>
      voidBest(deps.database, body, reviewer(deps, c), body.reason),
);
