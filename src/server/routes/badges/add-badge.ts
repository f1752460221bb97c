import { BadgeInput } from '../../../contract/schemas/admin';
import { Badge } from '../../../contract/schemas/badges';
import { defineEndpoint } from '../../http/endpoint';
import { addBadge as add } from '../../services/badges';
import { BADGE_INPUT_ERROR } from './badge-input';

/** A new badge, held by nobody yet. */
export const addBadge = defineEndpoint(
  {
    name: 'addBadge',
    method: 'POST',
    path: '/api/badges',
    summary: 'Adds a badge',
    tag: 'Admin',
    access: 'admin',
    body: BadgeInput,
    response: Badge,
    errors: { 400: BADGE_INPUT_ERROR },
  },
  ({ database }) =>
    ({ body }) =>
      add(database.db, body),
);
