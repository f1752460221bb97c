import { AdminLocation, LocationInput } from '../../../contract/schemas/admin';
import { ById } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { updateLocation as update } from '../../services/admin-locations';
import { VENUE_INPUT_ERRORS } from './venue-input';

/** A venue renamed (and moved to another city when one is given). */
export const updateLocation = defineEndpoint(
  {
    name: 'updateLocation',
    method: 'PUT',
    path: '/api/locations/{id}',
    summary: 'Renames a venue',
    tag: 'Admin',
    access: 'admin',
    params: ById,
    body: LocationInput,
    response: AdminLocation,
    errors: { ...VENUE_INPUT_ERRORS, 404: 'No such venue' },
  },
  ({ database }) =>
    ({ params, body }) =>
      update(database.db, params.id, body),
);
