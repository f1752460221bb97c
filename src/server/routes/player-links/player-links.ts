import { z } from 'zod';
import { PlayerLink } from '../../../contract/schemas/admin';
import { defineEndpoint } from '../../http/endpoint';
import { listLinks } from '../../services/player-links';

/** Every claim request, for the admin area's claims tab. */
export const playerLinks = defineEndpoint(
  {
    name: 'playerLinks',
    method: 'GET',
    path: '/api/player-link',
    summary: 'Every claim request, newest first',
    tag: 'Admin',
    access: 'admin',
    response: z.array(PlayerLink),
  },
  ({ database }) =>
    () =>
      listLinks(database.db),
);
