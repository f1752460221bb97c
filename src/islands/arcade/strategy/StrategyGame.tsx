import './strategy.css';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { holdStrategyClock } from '@/stores/strategy-clock';
import { $strategyPlay, openStrategyLevel, type StrategyPlay } from '@/stores/strategy-game';
import { $strategyLevel, STRATEGY_GAME_NOT_FOUND } from '@/stores/strategy-level';
import { Spinner } from '../../shared/Spinner';
import { StrategyBoard } from './StrategyBoard';
import { DirectionPad, ResetButtons } from './StrategyControls';
import { StrategyHud } from './StrategyHud';
import { StrategyOutcome } from './StrategyOutcome';

interface Props {
  /** The `/strategy/{level}` route param, as typed (it may not be a number). */
  level: string;
}

function Playing({ play }: { play: StrategyPlay }) {
  const { game, notice } = play;
  const stage = useRef<HTMLDivElement>(null);
  const focusBoard = () =>
    stage.current?.querySelector<HTMLElement>('.strategy-board')?.focus({ preventScroll: true });
  // Keyboard players can press the arrows straight away, on this variant's board only.
  useEffect(focusBoard, []);
  const ended = game.status !== 'playing';
  return (
    <div className="strategy">
      <StrategyHud game={game} clockStarted={play.clockStarted} />
      <div className="strategy__stage" ref={stage}>
        <StrategyBoard game={game} shots={play.shots} />
      </div>
      <div className="strategy__side">
        <div className={`strategy__notice strategy__notice--${notice?.tone ?? 'info'}`}>
          {/* The live region is there from the start, so screen readers say every announcement. */}
          <p role="status">{notice && <span key={notice.id}>{notice.text}</span>}</p>
          {!notice && (
            <p>
              Step onto an orange gun to shoot the blue targets.
              {!play.clockStarted && ' The clock starts with your first move.'}
            </p>
          )}
        </div>
        {ended && <StrategyOutcome game={game} lostTo={play.lostTo} onReset={focusBoard} />}
        {game.status !== 'lost' && (
          <div className="strategy__controls">
            <DirectionPad disabled={ended} />
            <ResetButtons status={game.status} onReset={focusBoard} />
          </div>
        )}
        <details className="strategy__help">
          <summary>How to play</summary>
          <ul>
            <li>
              Move with the arrow keys or W A S D (with the board selected), a tap on a square next to your
              marker, or the arrow buttons.
            </li>
            <li>Step onto an orange gun to fire it the way you stepped. Each gun fires once per wave.</li>
            <li>
              Hit every blue target to clear the wave. Targets with a double arrow move along that line.
            </li>
            <li>
              A red tile costs a life and sends you back to the flag. So does the countdown running out, which
              also restarts the wave.
            </li>
          </ul>
        </details>
      </div>
    </div>
  );
}

/**
 * The strategy game of one level: fetches it (spinner, 'Game not found', 'Error retrieving strategy
 * game'), then the board, the lives, the countdown and the wave, with keyboard, click, tap and
 * on-screen controls. Both UI variants mount it; they share one game and one clock.
 */
export function StrategyGame({ level }: Props) {
  const fetch = useStore($strategyLevel);
  const play = useStore($strategyPlay);
  useEffect(() => {
    void openStrategyLevel(level);
  }, [level]);
  useEffect(() => holdStrategyClock(), []);

  if (fetch.error) {
    return (
      <div className="strategy-problem">
        <p className="error-text" role="alert">
          {fetch.error}
        </p>
        {fetch.error === STRATEGY_GAME_NOT_FOUND ? (
          <p>
            <a href="/strategy/1">Play level 1</a>
          </p>
        ) : (
          <button type="button" className="button" onClick={() => void openStrategyLevel(level)}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (!play || fetch.loading) return <Spinner label="Loading the level…" />;
  return <Playing play={play} />;
}
