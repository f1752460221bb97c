import { type SubmitEvent, useId, useState } from 'react';
import { scoreRecordInput } from '../../domain/challenge-records';
import { addScoreRecord } from '../../stores/admin-challenges';

/** Adds a score record: the score must be above 0 and the display name is required. */
export function AddScoreRecord({ challengeId, busy }: { challengeId: number; busy: boolean }) {
  const [score, setScore] = useState('');
  const [displayName, setDisplayName] = useState('');
  const id = useId();
  const valid = scoreRecordInput(score, displayName) !== null;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || busy) return;
    void addScoreRecord(challengeId, score, displayName).then((ok) => {
      if (!ok) return;
      setScore('');
      setDisplayName('');
    });
  };
  return (
    <form className="admin-form" onSubmit={submit} aria-label="Add a score record">
      <div className="field">
        <label htmlFor={`${id}-name`}>Display name</label>
        <input
          id={`${id}-name`}
          className="input"
          value={displayName}
          maxLength={64}
          onChange={(e) => setDisplayName(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-score`}>Score</label>
        <input
          id={`${id}-score`}
          className="input"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={score}
          onChange={(e) => setScore(e.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={!valid || busy}>
        Add record
      </button>
    </form>
  );
}
