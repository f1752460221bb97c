import './admin.css';
import { useEffect } from 'react';
import type { Challenge } from '../../contract/schemas/admin';
import { sortRecords } from '../../domain/challenge-records';
import { editedChallenge, loadChallenge } from '../../stores/admin-challenges';
import { useMounted } from '../shared/use-mounted';
import { AddScoreRecord } from './AddScoreRecord';
import { AdminTable, HIDE_ON_PHONE } from './AdminSection';
import { ChallengeFields } from './ChallengeFields';
import { challengeStatus, DeleteChallenge } from './DeleteChallenge';
import { ActionError, ListStatus } from './ListStatus';
import { useStoreState } from './use-admin-list';

/** /admin/challenges/{id}: edit one challenge, add score records, delete it; 'Challenge not found' when missing. */
export function ChallengeEditor({ challengeId }: { challengeId: number }) {
  const mounted = useMounted();
  const { loading, error, data, actionError, busy } = useStoreState(editedChallenge);
  useEffect(() => {
    void loadChallenge(challengeId);
  }, [challengeId]);
  const challenge = data[0];
  return (
    <section className="admin-section">
      <p>
        <a href="/admin/challenges">← All challenges</a>
      </p>
      <h1 className="admin-section__title">
        {challenge ? `Challenge: ${challenge.gameName}, level ${challenge.gameLevel}` : 'Edit challenge'}
      </h1>
      <ActionError message={actionError} />
      <ListStatus
        loading={loading || !mounted}
        error={error}
        count={data.length}
        empty="Challenge not found"
        loadingLabel="Loading the challenge…"
      >
        {challenge && <ChallengeDetails challenge={challenge} busy={busy} error={actionError} />}
      </ListStatus>
    </section>
  );
}

function ChallengeDetails({
  challenge,
  busy,
  error,
}: {
  challenge: Challenge;
  busy: boolean;
  error: string | null;
}) {
  const records = sortRecords(challenge.scoreRecords);
  return (
    <div className="admin-challenge">
      <p>
        Status: <strong>{challengeStatus(challenge)}</strong> · created{' '}
        {new Date(challenge.createdAt).toLocaleDateString()}
      </p>
      <ChallengeFields
        key={`${challenge._id}:${challenge.gameName}:${challenge.gameLevel}:${challenge.isLive}`}
        challenge={challenge}
        busy={busy}
      />
      <div className="admin-subsection">
        <h2 className="admin-subsection__title">Score records</h2>
        <AddScoreRecord challengeId={challenge._id} busy={busy} />
        {records.length === 0 ? (
          <p className="empty">No score records yet.</p>
        ) : (
          <AdminTable
            caption="Score records, best first"
            columns={[
              { key: 'place', label: '#', numeric: true },
              'Display name',
              { key: 'score', label: 'Score', numeric: true },
              { key: 'added', label: 'Added', phoneHidden: true },
              'Valid',
            ]}
          >
            {records.map((r, i) => (
              <tr key={r._id}>
                <td className="num">{i + 1}</td>
                <td className="admin-text">
                  <bdi>{r.displayName}</bdi>
                </td>
                <td className="num">{r.score.toLocaleString()}</td>
                <td className={HIDE_ON_PHONE}>{new Date(r.createdAt).toLocaleDateString()}</td>
                <td>{r.isValid ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
      <DeleteChallenge challenge={challenge} triggerName="Delete this challenge" busy={busy} error={error} />
    </div>
  );
}
