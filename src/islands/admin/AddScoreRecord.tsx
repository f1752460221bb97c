import { type SubmitEvent, useState } from 'react';
import { scoreRecordInput } from '../../domain/challenge-records';
import { addScoreRecord } from '../../stores/admin-challenges';
import { LabeledInput } from './LabeledInput';

/** Adds a score record: the score must be above 0 and the display name is required. */
export function AddScoreRecord({ challengeId, busy }: { challengeId: number; busy: boolean }) {
  const [score, setScore] = useState('');
  const [displayName, setDisplayName] = useState('');
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
      <LabeledInput label="Display name" value={displayName} maxLength={64} onValueChange={setDisplayName} />
      <LabeledInput
        label="Score"
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        value={score}
        onValueChange={setScore}
      />
      <button type="submit" className="button button--primary" disabled={!valid || busy}>
        Add record
      </button>
    </form>
  );
}
