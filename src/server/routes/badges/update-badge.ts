import { BadgeInput } from '../../../contract/schemas/admin';
import { Badge } from '../../../contract/schemas/badges';
import { ById } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { updateBadge as update } from '../../services/badges';
import { BADGE_INPUT_ERROR } from './badge-input';

/** A badge's title and description edited (and its stars, when given). */
export const updateBadge = defineEndpoint(
  {
    name: 'updateBadge',
    method: 'PUT',
    path: '/api/badges/{id}',
    summary: "Edits a badge's title and description",
    tag: 'Admin',
    access: 'admin',
    params: ById,
    body: BadgeInput,
    response: Badge,
    errors: { 400: BADGE_INPUT_ERROR, 404: 'No such badge' },
  },
  ({ database }) =>
    ({ params, body }) =>
      update(database.db, params.id, body),
);
