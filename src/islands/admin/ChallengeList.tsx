import './admin.css';
import { adminChallenges } from '../../stores/admin-challenges';
import { AdminSection, AdminTable, HIDE_ON_PHONE } from './AdminSection';
import { challengeStatus, DeleteChallenge } from './DeleteChallenge';
import { useAdminList } from './use-admin-list';

/**
 * The challenges (the seed and the chat community create them; there is no add here): each links
 * to its edit page, and a live one can be deleted, which only marks it deleted.
 */
export function ChallengeList({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const state = useAdminList(adminChallenges);
  return (
    <AdminSection
      title="Challenges"
      headingLevel={headingLevel}
      state={state}
      empty="No challenges yet."
      loadingLabel="Loading challenges…"
    >
      <AdminTable
        caption="Challenges"
        columns={[
          'Game',
          { key: 'level', label: 'Level', numeric: true },
          { key: 'records', label: 'Records', numeric: true, phoneHidden: true },
          'Status',
          'Actions',
        ]}
      >
        {state.data.map((c) => (
          <tr key={c._id} className={c.isDeleted ? 'is-deleted' : undefined}>
            <td className="admin-text">
              <a href={`/admin/challenges/${c._id}`}>{c.gameName}</a>
            </td>
            <td className="num">{c.gameLevel}</td>
            <td className={`num ${HIDE_ON_PHONE}`}>{c.scoreRecords.length}</td>
            <td>{challengeStatus(c)}</td>
            <td>
              <DeleteChallenge
                challenge={c}
                triggerName={`Delete challenge ${c.gameName} level ${c.gameLevel}`}
                busy={state.busy}
                error={state.actionError}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminSection>
  );
}
