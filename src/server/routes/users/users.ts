import { z } from 'zod';
import { AdminUser } from '../../../contract/schemas/admin';
import { maskEmail } from '../../../domain/email';
import { listUsers } from '../../auth/users';
import { defineEndpoint } from '../../http/endpoint';

/** Every user, e-mails masked, for the admin area's users tab. */
export const users = defineEndpoint(
  {
    name: 'users',
    method: 'GET',
    path: '/api/users',
    summary: 'Every user (e-mails masked)',
    tag: 'Admin',
    access: 'admin',
    response: z.array(AdminUser),
  },
  ({ database }) =>
    async () =>
      (await listUsers(database.db)).map((u) => ({ ...u, email: maskEmail(u.email) })),
);
