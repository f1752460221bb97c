import './admin.css';
import { adminChallenges, deleteChallenge } from '../../stores/admin-challenges';
import { ConfirmButton } from './ConfirmButton';
import { ActionError, ListStatus } from './ListStatus';
import { useAdminList } from './use-admin-list';

/**
 * The challenges (the seed and the chat community create them; there is no add here): each links
 * to its edit page, and a live one can be deleted, which only marks it deleted.
 */
export function ChallengeList({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { loading, error, data, actionError, busy } = useAdminList(adminChallenges);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="admin-section" aria-labelledby="admin-challenges-title">
      <Heading id="admin-challenges-title" className="admin-section__title">
        Challenges
      </Heading>
      <ActionError message={actionError} />
      <ListStatus
        loading={loading}
        error={error}
        count={data.length}
        empty="No challenges yet."
        loadingLabel="Loading challenges…"
      >
        <div className="table-wrap">
          <table className="table admin-table">
            <caption className="visually-hidden">Challenges</caption>
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col" className="num">
                  Level
                </th>
                <th scope="col" className="num">
                  Records
                </th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.map((c) => (
                <tr key={c._id} className={c.isDeleted ? 'is-deleted' : undefined}>
                  <td className="admin-text">
                    <a href={`/admin/challenges/${c._id}`}>{c.gameName}</a>
                  </td>
                  <td className="num">{c.gameLevel}</td>
                  <td className="num">{c.scoreRecords.length}</td>
                  <td>{c.isDeleted ? 'Deleted' : c.isLive ? 'Live' : 'Not live'}</td>
                  <td>
                    {!c.isDeleted && (
                      <ConfirmButton
                        label="Delete"
                        triggerName={`Delete challenge ${c.gameName} level ${c.gameLevel}`}
                        question={`Delete the ${c.gameName} challenge?`}
                        detail="It is marked deleted; its records are kept."
                        disabled={busy}
                        error={actionError}
                        onConfirm={() => deleteChallenge(c._id)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListStatus>
    </section>
  );
}
