import { z } from 'zod';
import { Badge } from '../../../contract/schemas/badges';
import { defineEndpoint } from '../../http/endpoint';
import { allBadges } from '../../services/badges';

/** Every badge with its holders: the badges page. */
export const badges = defineEndpoint(
  {
    name: 'badges',
    method: 'GET',
    path: '/api/badges',
    summary: 'Every badge with its holders',
    tag: 'Badges',
    access: 'public',
    response: z.array(Badge),
  },
  ({ database }) =>
    () =>
      allBadges(database.db),
);
