import { ById, Deleted } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { deleteLocation as remove } from '../../services/admin-locations';

/** A venue removed, when nobody has a score there (scores are never thrown away). */
export const deleteLocation = defineEndpoint(
  {
    name: 'deleteLocation',
    method: 'DELETE',
    path: '/api/locations/{id}',
    summary: 'Removes a venue that has no scores (scores are never thrown away)',
    tag: 'Admin',
    access: 'admin',
    params: ById,
    response: Deleted,
    errors: { 404: 'No such venue', 409: 'The venue has scores' },
  },
  ({ database }) =>
    async ({ params }) => ({ deleted: await remove(database.db, params.id) }),
);
