import { LinkDecision } from '../../../contract/schemas/admin';
import { ById } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { decide } from './decide-link';

/** An admin's approval of a claim: the profile becomes the user's. */
export const approvePlayerLink = defineEndpoint(
  {
    name: 'approvePlayerLink',
    method: 'PUT',
    path: '/api/player-link/approve/{id}',
    summary: "Approves a claim: the player becomes the user's",
    tag: 'Admin',
    access: 'admin',
    params: ById,
    response: LinkDecision,
    errors: { 404: 'No such request', 409: 'The profile is already linked to someone else' },
  },
  decide('approve'),
);
