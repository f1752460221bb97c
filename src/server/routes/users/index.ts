import { setUserRole } from './set-user-role';
import { users } from './users';

/** The admin area's users: list them, change a role. */
export const userEndpoints = [users, setUserRole] as const;
