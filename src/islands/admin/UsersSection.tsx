import { useStore } from '@nanostores/react';
import { adminUsers, setUserRole } from '../../stores/admin-users';
import { $auth } from '../../stores/auth';
import { ConfirmButton } from './ConfirmButton';
import { ActionError, ListStatus } from './ListStatus';
import { useAdminList } from './use-admin-list';

/**
 * Users and their roles: an admin makes another user an admin, or a plain user again (never
 * themselves: the server refuses that too). E-mails arrive masked.
 */
export function UsersSection() {
  const { loading, error, data, actionError, busy } = useAdminList(adminUsers);
  const me = useStore($auth).user?.id;
  return (
    <section className="admin-section" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title" className="admin-section__title">
        Users and roles
      </h2>
      <ActionError message={actionError} />
      <ListStatus
        loading={loading}
        error={error}
        count={data.length}
        empty="No users yet."
        loadingLabel="Loading users…"
      >
        <div className="table-wrap">
          <table className="table admin-table">
            <caption className="visually-hidden">Users</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Player</th>
                <th scope="col">Role</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.map((u) => {
                const name = u.displayName ?? u.email ?? `User ${u.id}`;
                const next = u.role === 'admin' ? 'user' : 'admin';
                const label = next === 'admin' ? 'Make admin' : 'Remove admin';
                return (
                  <tr key={u.id}>
                    <td className="admin-text">{name}</td>
                    <td className="admin-text">{u.email ?? '–'}</td>
                    <td className="admin-text">{u.playerName ?? '–'}</td>
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
            </tbody>
          </table>
        </div>
      </ListStatus>
    </section>
  );
}
