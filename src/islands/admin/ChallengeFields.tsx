import { type SubmitEvent, useId, useState } from 'react';
import type { Challenge } from '../../contract/schemas/admin';
import { saveChallenge } from '../../stores/admin-challenges';

/** A challenge's game, level (coerced to a number, 0 when empty) and live flag. */
export function ChallengeFields({ challenge, busy }: { challenge: Challenge; busy: boolean }) {
  const [gameName, setGameName] = useState(challenge.gameName);
  const [gameLevel, setGameLevel] = useState(String(challenge.gameLevel));
  const [isLive, setIsLive] = useState(challenge.isLive);
  const id = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void saveChallenge(challenge._id, { gameName, gameLevel, isLive });
  };
  return (
    <form className="admin-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-game`}>Game name</label>
        <input
          id={`${id}-game`}
          className="input"
          value={gameName}
          maxLength={100}
          onChange={(e) => setGameName(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-level`}>Game level</label>
        <input
          id={`${id}-level`}
          className="input"
          inputMode="numeric"
          value={gameLevel}
          maxLength={2}
          onChange={(e) => setGameLevel(e.target.value)}
        />
      </div>
      <label className="admin-check">
        <input type="checkbox" checked={isLive} onChange={(e) => setIsLive(e.target.checked)} /> Live
      </label>
      <button type="submit" className="button button--primary" disabled={busy || gameName.trim() === ''}>
        Save challenge
      </button>
    </form>
  );
}
