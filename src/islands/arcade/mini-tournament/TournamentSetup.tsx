import Check from 'lucide-react/icons/check';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { type SubmitEvent, useId, useState } from 'react';
import { MINI_TOURNAMENT_NAME_MAX_LENGTH, type MiniTournamentState } from '@/games/mini-tournament';
import {
  addTournamentGame,
  removeTournamentGame,
  renameTournamentGame,
  startTournament,
} from '@/stores/mini-tournament';

function GameRow({ name, index }: { name: string; index: number }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === null) return;
    const problem = renameTournamentGame(index, draft);
    setError(problem);
    if (!problem) setDraft(null);
  };
  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  if (draft === null) {
    return (
      <li className="tournament__row">
        <span className="tournament__name">{name}</span>
        <span className="tournament__row-actions">
          <button
            type="button"
            className="icon-button"
            aria-label={`Rename ${name}`}
            onClick={() => setDraft(name)}
          >
            <Pencil aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove ${name}`}
            onClick={() => removeTournamentGame(index)}
          >
            <Trash2 aria-hidden="true" size={18} />
          </button>
        </span>
      </li>
    );
  }
  return (
    <li className="tournament__row">
      <form className="tournament__rename" onSubmit={save}>
        <input
          className="input"
          aria-label={`New name for ${name}`}
          value={draft}
          maxLength={MINI_TOURNAMENT_NAME_MAX_LENGTH}
          // biome-ignore lint/a11y/noAutofocus: the field appears because its Rename button was pressed
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') cancel();
          }}
        />
        <button type="submit" className="icon-button" aria-label="Save name" disabled={draft.trim() === ''}>
          <Check aria-hidden="true" size={18} />
        </button>
        <button type="button" className="icon-button" aria-label="Cancel renaming" onClick={cancel}>
          <X aria-hidden="true" size={18} />
        </button>
      </form>
      {error && (
        <p id={errorId} className="error-text tournament__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** Setup: the games can be added, renamed and removed (names non-blank), then play starts. */
export function TournamentSetup({ state }: { state: MiniTournamentState }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const add = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = addTournamentGame(name);
    setError(problem);
    if (!problem) setName('');
  };
  return (
    <>
      {state.games.length === 0 ? (
        <p className="empty">No games yet. Add the games you will play.</p>
      ) : (
        <ol className="tournament__list" aria-label="Games">
          {state.games.map((game, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: games are edited by position; names may repeat
            <GameRow key={index} name={game.name} index={index} />
          ))}
        </ol>
      )}
      <form className="tournament__add" onSubmit={add}>
        <label className="field tournament__add-field">
          Game name
          <input
            className="input"
            value={name}
            maxLength={MINI_TOURNAMENT_NAME_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={name.trim() === ''}>
          <Plus aria-hidden="true" size={18} /> Add game
        </button>
      </form>
      {error && (
        <p id={errorId} className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="tournament__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={state.games.length === 0}
          onClick={() => startTournament()}
        >
          <Play aria-hidden="true" size={18} /> Start playing
        </button>
      </div>
    </>
  );
}
