import { z } from 'zod';
import { ScoreAuditEntry } from '../../../contract/schemas/reviews';
import { defineEndpoint } from '../../http/endpoint';
import { listAudit } from '../../services/score-reviews';

/** The review audit log's latest entries, for the admin area. */
export const scoreAudit = defineEndpoint(
  {
    name: 'scoreAudit',
    method: 'GET',
    path: '/api/admin/score-audit',
    summary: 'Every accept, reject, void and restore, newest first (the last 200)',
    tag: 'Admin',
    access: 'admin',
    response: z.array(ScoreAuditEntry),
  },
  ({ database }) =>
    () =>
      listAudit(database.db),
);
