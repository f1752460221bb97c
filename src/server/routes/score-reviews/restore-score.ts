import { ById } from '../../../contract/schemas/params';
import { ReviewNote, VoidResult } from '../../../contract/schemas/reviews';
import { defineEndpoint } from '../../http/endpoint';
import { restoreScore as restore } from '../../services/score-reviews';
import { reviewer } from './reviewer';

/** A voided score restored: it counts again. */
export const restoreScore = defineEndpoint(
  {
    name: 'restoreScore',
    method: 'POST',
    path: '/api/admin/voided-scores/{id}/restore',
    summary: 'Restores a voided score: it counts again',
    tag: 'Admin',
    access: 'admin',
    params: ById,
    body: ReviewNote,
    response: VoidResult,
    errors: { 404: 'No such voided score', 409: 'It was restored already' },
  },
  (deps) =>
    ({ params, body }, c) =>
      restore(deps.database, params.id, reviewer(deps, c), body.reason),
);
