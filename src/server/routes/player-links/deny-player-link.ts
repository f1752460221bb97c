import { LinkDecision } from '../../../contract/schemas/admin';
import { ById } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { decide } from './decide-link';

/** An admin's refusal of a claim (an approved one's link is undone). */
export const denyPlayerLink = defineEndpoint(
  {
    name: 'denyPlayerLink',
    method: 'PUT',
    path: '/api/player-link/deny/{id}',
    summary: 'Denies a claim',
    tag: 'Admin',
    access: 'admin',
    params: ById,
    response: LinkDecision,
    errors: { 404: 'No such request' },
  },
  decide('deny'),
);
