import { AdminUser, RoleChange } from '../../../contract/schemas/admin';
import { ById } from '../../../contract/schemas/params';
import { maskEmail } from '../../../domain/email';
import { listUsers, setRole } from '../../auth/users';
import { defineEndpoint } from '../../http/endpoint';
import { conflict, notFound } from '../../http/errors';
import { currentUser } from '../../http/guards';

/** A user made an admin, or a plain user again (never the admin asking, who would lock themselves out). */
export const setUserRole = defineEndpoint(
  {
    name: 'setUserRole',
    method: 'PUT',
    path: '/api/users/{id}/role',
    summary: 'Promotes a user to admin, or back',
    tag: 'Admin',
    access: 'admin',
    params: ById,
    body: RoleChange,
    response: AdminUser,
    errors: {
      400: "The body is malformed: role is missing or not 'user' or 'admin'",
      404: 'No such user',
      409: 'Admins cannot demote themselves',
    },
  },
  ({ database }) =>
    async ({ params, body }, c) => {
      const db = database.db;
      if (currentUser(c).id === params.id && body.role !== 'admin')
        throw conflict('You cannot take away your own admin role.');
      if (!(await setRole(db, params.id, body.role))) throw notFound('No such user.');
      const user = (await listUsers(db)).find((u) => u.id === params.id);
      if (!user) throw notFound('No such user.');
      return { ...user, email: maskEmail(user.email) };
    },
);
