import Crosshair from 'lucide-react/icons/crosshair';
import Flag from 'lucide-react/icons/flag';
import MoveHorizontal from 'lucide-react/icons/move-horizontal';
import MoveVertical from 'lucide-react/icons/move-vertical';
import Skull from 'lucide-react/icons/skull';
import Target from 'lucide-react/icons/target';
import UserRound from 'lucide-react/icons/user-round';
import X from 'lucide-react/icons/x';
import { type CSSProperties, type KeyboardEvent, memo, useId } from 'react';
import { describePosition, floorSquares, type Square, squareLabel } from '@/games/strategy/squares';
import type { StrategyState } from '@/games/strategy/types';
import { moveStrategyPlayer, type ShotTrail, stepToSquare } from '@/stores/strategy-game';
import { directionOfKey } from './direction-keys';
import { ShotBeam } from './ShotBeam';

interface Props {
  game: StrategyState;
  shots: readonly ShotTrail[];
}

function SquareIcon({ square, ended }: { square: Square; ended: boolean }) {
  if (square.isPlayer) {
    return ended && square.kind === 'red' ? (
      <Skull className="strategy-square__icon" aria-hidden="true" />
    ) : (
      <UserRound className="strategy-square__icon strategy-square__player" aria-hidden="true" />
    );
  }
  switch (square.kind) {
    case 'gun':
      return <Crosshair className="strategy-square__icon" aria-hidden="true" />;
    case 'target':
      return <Target className="strategy-square__icon" aria-hidden="true" />;
    case 'red':
      return <X className="strategy-square__icon" aria-hidden="true" strokeWidth={3} />;
    case 'start':
      return <Flag className="strategy-square__icon strategy-square__start" aria-hidden="true" />;
    case 'empty':
      return null;
  }
}

// Dynamic pieces carry a small double arrow along the line they patrol.
function AxisMark({ square }: { square: Square }) {
  if (!square.piece?.isDynamic) return null;
  const Icon = square.piece.axis === 'vertical' ? MoveVertical : MoveHorizontal;
  return <Icon className="strategy-square__axis" aria-hidden="true" />;
}

function isNeighbour(game: StrategyState, square: Square): boolean {
  return Math.abs(square.x - game.player.x) + Math.abs(square.y - game.player.y) === 1;
}

/**
 * The 12 x 12 floor. With focus, the arrow keys and W A S D move the player; a click or tap on a
 * square next to the marker steps onto it. Every piece has an icon as well as its colour, and the
 * board describes the player's surroundings for screen readers.
 */
export const StrategyBoard = memo(function StrategyBoard({ game, shots }: Props) {
  const describedBy = useId();
  const playing = game.status === 'playing';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = directionOfKey(event);
    if (!direction) return;
    // The arrows would scroll the page; one press is one step, so held keys do not run on.
    event.preventDefault();
    if (!event.repeat) moveStrategyPlayer(direction);
  };
  return (
    <div
      className={`strategy-board strategy-board--${game.status}`}
      role="application"
      aria-roledescription="game board"
      aria-label={`Strategy floor, ${game.gridSize} by ${game.gridSize} squares`}
      aria-describedby={describedBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the board is the game's keyboard control (role application)
      tabIndex={0}
      onKeyDown={onKeyDown}
      style={{ '--grid-size': game.gridSize } as CSSProperties}
    >
      {floorSquares(game).map((square) => (
        <button
          key={`${square.x},${square.y}`}
          type="button"
          tabIndex={-1}
          className={`strategy-square strategy-square--${square.kind}${square.isPlayer ? ' is-player' : ''}${
            playing && isNeighbour(game, square) ? ' is-reachable' : ''
          }${square.piece?.isDynamic ? ' is-moving' : ''}`}
          style={{ gridColumn: square.x + 1, gridRow: square.y + 1 }}
          aria-label={squareLabel(square)}
          data-square={`${square.x},${square.y}`}
          // Keep the keyboard focus on the board when a square is clicked or tapped.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => stepToSquare(square)}
        >
          <SquareIcon square={square} ended={game.status === 'lost'} />
          <AxisMark square={square} />
        </button>
      ))}
      {shots.map((shot) => (
        <ShotBeam key={shot.id} shot={shot} />
      ))}
      <p id={describedBy} className="visually-hidden">
        {describePosition(game)}
      </p>
    </div>
  );
});
