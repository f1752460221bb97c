import { z } from 'zod';
import { ActivateLocation } from '../../../contract/schemas/locations';
import { defineEndpoint } from '../../http/endpoint';
import { allLocations } from '../../services/locations';

/** Every venue: the venue pickers' list. */
export const activateLocations = defineEndpoint(
  {
    name: 'activateLocations',
    method: 'GET',
    path: '/api/activate/locations',
    summary: 'Every venue',
    tag: 'Venues',
    access: 'public',
    response: z.array(ActivateLocation),
  },
  ({ database }) =>
    () =>
      allLocations(database.db),
);
