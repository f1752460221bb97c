import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { AdminUser } from '../contract/schemas/admin';
import { upsertBy } from '../domain/id-lists';
import { adminList } from './admin-list';

/** The Users tab's messages, in the pattern of the other tabs' (docs/product.md, Messages). */
const USER_ERRORS = {
  fetch: 'Failed to fetch users',
  role: 'Failed to update user role',
} as const;

/** The users of the admin area, with their roles (e-mails masked by the server). */
export const adminUsers = adminList(() => callApi(routes.users, {}), USER_ERRORS.fetch);

/** Makes a user an admin, or a plain user again. */
export async function setUserRole(userId: number, role: AdminUser['role']): Promise<boolean> {
  return adminUsers.change(
    () => callApi(routes.setUserRole, { params: { id: userId }, body: { role } }),
    (list, user) => upsertBy(list, user, (u) => u.id),
    USER_ERRORS.role,
  );
}
