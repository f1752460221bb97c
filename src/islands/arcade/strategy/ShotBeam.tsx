import { type CSSProperties, useEffect } from 'react';
import { finishShot, type ShotTrail } from '@/stores/strategy-game';

/** Delay between the squares of a shot as it flies, ms (strategy.css uses the same step). */
const BEAM_STEP_MS = 35;
/** How long a square of the beam glows, ms. */
const BEAM_GLOW_MS = 420;

/**
 * A shot flying along its path, square by square, ending in a flash on the target it hit. With
 * reduced motion the whole path glows at once and fades (see strategy.css). Decorative: the live
 * region says 'Target hit' or 'Missed'.
 */
export function ShotBeam({ shot }: { shot: ShotTrail }) {
  useEffect(() => {
    const timer = setTimeout(() => finishShot(shot.id), shot.path.length * BEAM_STEP_MS + BEAM_GLOW_MS);
    return () => clearTimeout(timer);
  }, [shot]);
  const along = shot.direction === 'up' || shot.direction === 'down' ? 'vertical' : 'horizontal';
  return shot.path.map((p, i) => (
    <span
      key={`${p.x},${p.y}`}
      aria-hidden="true"
      className={`strategy-beam strategy-beam--${along}${
        shot.hit && i === shot.path.length - 1 ? ' strategy-beam--hit' : ''
      }`}
      style={{ gridColumn: p.x + 1, gridRow: p.y + 1, '--beam-index': i } as CSSProperties}
    />
  ));
}
