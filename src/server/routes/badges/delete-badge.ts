import { ById, Deleted } from '../../../contract/schemas/params';
import { defineEndpoint } from '../../http/endpoint';
import { deleteBadge as remove } from '../../services/badges';

/** A badge deleted, with the record of who held it. */
export const deleteBadge = defineEndpoint(
  {
    name: 'deleteBadge',
    method: 'DELETE',
    path: '/api/badges/{id}',
    summary: 'Deletes a badge (and who held it)',
    tag: 'Admin',
    access: 'admin',
    params: ById,
    response: Deleted,
    errors: { 404: 'No such badge' },
  },
  ({ database }) =>
    async ({ params }) => ({ deleted: await remove(database.db, params.id) }),
);
