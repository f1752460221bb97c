import { type SubmitEvent, useState } from 'react';
import type { Challenge } from '../../contract/schemas/admin';
import { saveChallenge } from '../../stores/admin-challenges';
import { LabeledInput } from './LabeledInput';

/** A challenge's game, level (coerced to a number, 0 when empty) and live flag. */
export function ChallengeFields({ challenge, busy }: { challenge: Challenge; busy: boolean }) {
  const [gameName, setGameName] = useState(challenge.gameName);
  const [gameLevel, setGameLevel] = useState(String(challenge.gameLevel));
  const [isLive, setIsLive] = useState(challenge.isLive);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveChallenge(challenge._id, { gameName, gameLevel, isLive });
  };
  return (
    <form className="admin-form" onSubmit={submit}>
      <LabeledInput label="Game name" value={gameName} maxLength={100} onValueChange={setGameName} />
      <LabeledInput
        label="Game level"
        value={gameLevel}
        maxLength={2}
        inputMode="numeric"
        onValueChange={setGameLevel}
      />
      <label className="admin-check">
        <input type="checkbox" checked={isLive} onChange={(e) => setIsLive(e.target.checked)} /> Live
      </label>
      <button type="submit" className="button button--primary" disabled={busy || gameName.trim() === ''}>
        Save challenge
      </button>
    </form>
  );
}
