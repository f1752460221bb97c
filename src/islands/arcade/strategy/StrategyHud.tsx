import Heart from 'lucide-react/icons/heart';
import HeartCrack from 'lucide-react/icons/heart-crack';
import Timer from 'lucide-react/icons/timer';
import { STRATEGY_LIVES } from '@/games/strategy/constants';
import type { StrategyState } from '@/games/strategy/types';

/** Countdown under which the timer is flagged as running out, ms. */
const HURRY_MS = 10_000;

/** A countdown as m:ss, rounded up so '0:00' only shows when time is out. */
function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

interface Props {
  game: StrategyState;
  clockStarted: boolean;
}

/** Level, wave n of N, the countdown and the lives, each in words as well as icons. */
export function StrategyHud({ game, clockStarted }: Props) {
  const hurry = game.status === 'playing' && game.remainingMs <= HURRY_MS;
  return (
    <dl className="strategy-hud">
      <div className="strategy-hud__item">
        <dt>Level</dt>
        <dd>{game.level.level}</dd>
      </div>
      <div className="strategy-hud__item">
        <dt>Wave</dt>
        <dd>
          {game.wave} of {game.waveCount}
        </dd>
      </div>
      <div className={`strategy-hud__item${hurry ? ' is-hurry' : ''}`}>
        <dt>
          <Timer aria-hidden="true" size={16} /> Time
        </dt>
        <dd>
          <span className="strategy-hud__clock">{formatCountdown(game.remainingMs)}</span>
          {hurry && <span className="strategy-hud__flag">Hurry!</span>}
          {!clockStarted && game.status === 'playing' && <span className="strategy-hud__flag">ready</span>}
        </dd>
      </div>
      <div className="strategy-hud__item">
        <dt>Lives</dt>
        <dd>
          <span className="visually-hidden">
            {game.lives} of {STRATEGY_LIVES}
          </span>
          <span className="strategy-hud__hearts" aria-hidden="true">
            {Array.from({ length: STRATEGY_LIVES }, (_, i) =>
              i < game.lives ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the hearts are positions, not items
                <Heart key={i} className="strategy-hud__heart" size={18} />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the hearts are positions, not items
                <HeartCrack key={i} className="strategy-hud__heart is-lost" size={18} />
              ),
            )}
            <span className="strategy-hud__count">{game.lives}</span>
          </span>
        </dd>
      </div>
    </dl>
  );
}
