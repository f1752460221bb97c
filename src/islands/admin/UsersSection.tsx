import { useStore } from '@nanostores/react';
import { adminUsers, setUserRole } from '../../stores/admin-users';
import { $auth } from '../../stores/auth';
import { AdminSection, AdminTable, HIDE_ON_PHONE } from './AdminSection';
import { ConfirmButton } from './ConfirmButton';
import { useAdminList } from './use-admin-list';

/**
 * Users and their roles: an admin makes another user an admin, or a plain user again (never
 * themselves: the server refuses that too). E-mails arrive masked.
 */
export function UsersSection() {
  const state = useAdminList(adminUsers);
  const { data, actionError, busy } = state;
  const me = useStore($auth).user?.id;
  return (
    <AdminSection title="Users and roles" state={state} empty="No users yet." loadingLabel="Loading users…">
      <AdminTable
        caption="Users"
        columns={['Name', 'E-mail', { key: 'player', label: 'Player', phoneHidden: true }, 'Role', 'Actions']}
      >
        {data.map((u) => {
          const name = u.displayName ?? u.email ?? `User ${u.id}`;
          const next = u.role === 'admin' ? 'user' : 'admin';
          const label = next === 'admin' ? 'Make admin' : 'Remove admin';
          return (
            <tr key={u.id}>
              <td className="admin-text">{name}</td>
              <td className="admin-text">{u.email ?? '–'}</td>
              <td className={`admin-text ${HIDE_ON_PHONE}`}>{u.playerName ?? '–'}</td>
              <td>{u.role === 'admin' ? 'Admin' : 'User'}</td>
              <td>
                {u.id === me ? (
                  <span className="empty">You</span>
                ) : (
                  <ConfirmButton
                    label={label}
                    triggerName={`${label}: ${name}`}
                    question={`${label}: ${name}?`}
                    detail={
                      next === 'admin'
                        ? 'Admins manage locations, badges, challenges, player links and users.'
                        : 'They keep their account but lose the admin area.'
                    }
                    disabled={busy}
                    error={actionError}
                    onConfirm={() => setUserRole(u.id, next)}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </AdminSection>
  );
}
