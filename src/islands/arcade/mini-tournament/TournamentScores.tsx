import Flag from 'lucide-react/icons/flag';
import Lock from 'lucide-react/icons/lock';
import { useId, useState } from 'react';
import { type MiniTournamentState, parseScoreInput } from '@/games/mini-tournament';
import { finishTournament, setTournamentScore } from '@/stores/mini-tournament';

function ScoreField({ name, index, score }: { name: string; index: number; score: number | null }) {
  // The text as typed: a refused entry stays in the box with its reason, the stored score unchanged.
  const [text, setText] = useState(score === null ? '' : String(score));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const change = (value: string) => {
    setText(value);
    const parsed = parseScoreInput(value);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(setTournamentScore(index, parsed.score));
  };
  return (
    <li className="tournament__row">
      <span className="tournament__name">
        <Lock className="tournament__lock" aria-hidden="true" size={14} />
        {name}
      </span>
      <input
        className="input tournament__score"
        inputMode="numeric"
        autoComplete="off"
        aria-label={`Score for ${name}`}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => change(e.target.value)}
      />
      {error && (
        <p id={errorId} className="error-text tournament__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** Started: the names are locked and each game's score is entered (whole numbers of 0 or more). */
export function TournamentScores({ state }: { state: MiniTournamentState }) {
  const missing = state.games.filter((g) => g.score === null).length;
  return (
    <>
      <p className="tournament__hint">
        <Lock aria-hidden="true" size={14} /> Game names are locked while you play.
      </p>
      <ol className="tournament__list" aria-label="Scores">
        {state.games.map((game, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: games are fixed by position while playing
          <ScoreField key={index} name={game.name} index={index} score={game.score} />
        ))}
      </ol>
      <div className="tournament__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={missing > 0}
          aria-describedby="tournament-finish-hint"
          onClick={() => finishTournament()}
        >
          <Flag aria-hidden="true" size={18} /> Finish
        </button>
        <span id="tournament-finish-hint" className="tournament__hint">
          {missing > 0
            ? `Enter a score for every game to finish (${missing} to go).`
            : 'Every game has a score.'}
        </span>
      </div>
    </>
  );
}
