import { AdminLocation, LocationInput } from '../../../contract/schemas/admin';
import { defineEndpoint } from '../../http/endpoint';
import { addLocation as add } from '../../services/admin-locations';
import { VENUE_INPUT_ERRORS } from './venue-input';

/** A new venue (its city defaults to its name). */
export const addLocation = defineEndpoint(
  {
    name: 'addLocation',
    method: 'POST',
    path: '/api/locations',
    summary: 'Adds a venue',
    tag: 'Admin',
    access: 'admin',
    body: LocationInput,
    response: AdminLocation,
    errors: VENUE_INPUT_ERRORS,
  },
  ({ database }) =>
    ({ body }) =>
      add(database.db, body),
);
