import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Skull from 'lucide-react/icons/skull';
import Trophy from 'lucide-react/icons/trophy';
import { useEffect, useRef } from 'react';
import { STRATEGY_LEVELS } from '@/domain/constants';
import type { StrategyState } from '@/games/strategy/types';
import { resetStrategyGame } from '@/stores/strategy-game';

interface Props {
  game: StrategyState;
  lostTo: 'red' | 'time' | null;
  /** After Reset Game: the keys go back to the board. */
  onReset: () => void;
}

function nextLevel(level: number): number | null {
  return STRATEGY_LEVELS.find((l) => l > level) ?? null;
}

/**
 * The end of a game: 'Congratulations' after the last wave (with the next level), or a game-over
 * panel at zero lives that says what took the last life and offers Reset Game. Focus moves to the
 * panel (its Reset Game button when lost), so keyboard and screen-reader players land on it.
 */
export function StrategyOutcome({ game, lostTo, onReset }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    (action.current ?? heading.current)?.focus({ preventScroll: true });
  }, []);
  const level = game.level.level;

  if (game.status === 'won') {
    const next = nextLevel(level);
    return (
      <section className="strategy-outcome strategy-outcome--won" aria-labelledby="strategy-outcome-title">
        <Trophy className="strategy-outcome__icon" aria-hidden="true" />
        <h2 ref={heading} id="strategy-outcome-title" className="strategy-outcome__title" tabIndex={-1}>
          Congratulations
        </h2>
        <p>
          You cleared all {game.waveCount} waves of level {level} with {game.lives}{' '}
          {game.lives === 1 ? 'life' : 'lives'} left.
        </p>
        {next !== null && (
          <div className="strategy-outcome__actions">
            <a className="button button--primary" href={`/strategy/${next}`}>
              Play level {next}
            </a>
          </div>
        )}
      </section>
    );
  }

  const cause =
    lostTo === 'time' ? 'The countdown ran out on your last life' : 'A red tile took your last life';
  return (
    <section className="strategy-outcome strategy-outcome--lost" aria-labelledby="strategy-outcome-title">
      <Skull className="strategy-outcome__icon" aria-hidden="true" />
      <h2 id="strategy-outcome-title" className="strategy-outcome__title">
        Game over
      </h2>
      <p>
        {cause} on wave {game.wave} of {game.waveCount}. The board shows where the game ended.
      </p>
      <p>Reset Game starts level {level} again from wave 1 with 5 lives.</p>
      <div className="strategy-outcome__actions">
        <button
          ref={action}
          type="button"
          className="button button--primary"
          onClick={() => {
            resetStrategyGame();
            onReset();
          }}
        >
          <RotateCcw aria-hidden="true" size={18} /> Reset Game
        </button>
      </div>
    </section>
  );
}
