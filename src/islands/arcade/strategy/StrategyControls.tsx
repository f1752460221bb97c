import type { LucideIcon } from 'lucide-react';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowUp from 'lucide-react/icons/arrow-up';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import SkipBack from 'lucide-react/icons/skip-back';
import type { Direction } from '@/games/strategy/grid';
import type { StrategyStatus } from '@/games/strategy/types';
import { moveStrategyPlayer, resetStrategyGame, resetStrategyWave } from '@/stores/strategy-game';

const PAD: ReadonlyArray<{ direction: Direction; label: string; Icon: LucideIcon }> = [
  { direction: 'up', label: 'Move up', Icon: ArrowUp },
  { direction: 'left', label: 'Move left', Icon: ArrowLeft },
  { direction: 'right', label: 'Move right', Icon: ArrowRight },
  { direction: 'down', label: 'Move down', Icon: ArrowDown },
];

/** On-screen direction buttons, for touch (the board itself takes the keys). */
export function DirectionPad({ disabled }: { disabled: boolean }) {
  return (
    <fieldset className="strategy-pad">
      <legend className="visually-hidden">Move</legend>
      {PAD.map(({ direction, label, Icon }) => (
        <button
          key={direction}
          type="button"
          className={`icon-button strategy-pad__${direction}`}
          aria-label={label}
          disabled={disabled}
          onClick={() => moveStrategyPlayer(direction)}
        >
          <Icon aria-hidden="true" />
        </button>
      ))}
    </fieldset>
  );
}

interface ResetProps {
  status: StrategyStatus;
  /** After a reset: the keys go back to the board. */
  onReset: () => void;
}

/** Reset Wave (only while playing) and Reset Game (always). */
export function ResetButtons({ status, onReset }: ResetProps) {
  return (
    <div className="strategy-resets">
      <button
        type="button"
        className="button"
        disabled={status !== 'playing'}
        onClick={() => {
          resetStrategyWave();
          onReset();
        }}
      >
        <SkipBack aria-hidden="true" size={18} /> Reset Wave
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          resetStrategyGame();
          onReset();
        }}
      >
        <RotateCcw aria-hidden="true" size={18} /> Reset Game
      </button>
    </div>
  );
}
