import { LinkDecision } from '../../../contract/schemas/admin';
import { ById } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { decide } from './decide-link';

/** A decided claim put back to pending, for an admin who decided too soon. */
export const resetPlayerLink = defineEndpoint(
  {
    name: 'resetPlayerLink',
    method: 'PUT',
    path: '/api/player-link/reset/{id}',
    summary: 'Puts an approved or denied claim back to pending (an approved link is undone)',
    tag: 'Admin',
    access: 'admin',
    params: ById,
    response: LinkDecision,
    errors: { 404: 'No such request' },
  },
  decide('reset'),
);
