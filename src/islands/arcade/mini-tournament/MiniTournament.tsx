import './mini-tournament.css';
import { useStore } from '@nanostores/react';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useEffect } from 'react';
import type { MiniTournamentPhase } from '@/games/mini-tournament';
import { $miniTournament, restartTournament, restoreMiniTournament } from '@/stores/mini-tournament';
import { Spinner } from '../../shared/Spinner';
import { TournamentResults } from './TournamentResults';
import { TournamentScores } from './TournamentScores';
import { TournamentSetup } from './TournamentSetup';

const STEPS: ReadonlyArray<{ phase: MiniTournamentPhase; label: string }> = [
  { phase: 'setup', label: 'Set up games' },
  { phase: 'started', label: 'Play and score' },
  { phase: 'finished', label: 'Finished' },
];

function Steps({ phase }: { phase: MiniTournamentPhase }) {
  const at = STEPS.findIndex((s) => s.phase === phase);
  return (
    <ol className="tournament__steps" aria-label="Tournament progress">
      {STEPS.map((step, i) => (
        <li
          key={step.phase}
          className={`tournament__step${i === at ? ' is-current' : ''}${i < at ? ' is-done' : ''}`}
          aria-current={i === at ? 'step' : undefined}
        >
          <span className="tournament__step-number" aria-hidden="true">
            {i + 1}
          </span>
          {step.label}
        </li>
      ))}
    </ol>
  );
}

/**
 * A mini tournament kept in this browser: set up the games, play and enter the scores, finish to
 * see the total, restart. Shown once mounted, since it lives in localStorage.
 */
export function MiniTournament() {
  const state = useStore($miniTournament);
  useEffect(() => restoreMiniTournament(), []);
  if (!state) return <Spinner label="Loading your tournament…" />;
  return (
    <section className="tournament card" aria-labelledby="tournament-phase">
      <Steps phase={state.phase} />
      <h2 id="tournament-phase" className="tournament__phase">
        {state.phase === 'setup' ? 'Setup' : state.phase === 'started' ? 'Playing' : 'Finished'}
      </h2>
      {state.phase === 'setup' && <TournamentSetup state={state} />}
      {state.phase === 'started' && <TournamentScores state={state} />}
      {state.phase === 'finished' && <TournamentResults state={state} />}
      {state.phase !== 'setup' && (
        <div className="tournament__actions">
          <button type="button" className="button" onClick={() => restartTournament()}>
            <RotateCcw aria-hidden="true" size={18} /> Restart
          </button>
          <span className="tournament__hint">Back to setup: the games stay, the scores are cleared.</span>
        </div>
      )}
    </section>
  );
}
