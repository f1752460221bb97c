import { z } from 'zod';
import { AdminLocation } from '../../../contract/schemas/admin';
import { defineEndpoint } from '../../http/endpoint';
import { listAdminLocations } from '../../services/admin-locations';

/** Every venue with its player count, for the admin area's venues tab. */
export const adminLocations = defineEndpoint(
  {
    name: 'adminLocations',
    method: 'GET',
    path: '/api/locations',
    summary: 'Every venue, with how many players have scores there',
    tag: 'Admin',
    access: 'admin',
    response: z.array(AdminLocation),
  },
  ({ database }) =>
    () =>
      listAdminLocations(database.db),
);
