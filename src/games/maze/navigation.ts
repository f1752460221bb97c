import { MAZE_WAVES } from './waves';

// Navigation clamps rather than wraps: 'Previous Wave' on the first wave and 'Next Wave' on the last
// stay put, and the UI disables those buttons (see hasPreviousWave / hasNextWave).
const LAST = MAZE_WAVES.length - 1;

function clampIndex(index: number): number {
  return Number.isInteger(index) ? Math.min(LAST, Math.max(0, index)) : 0;
}

/** Index of the wave after this one; the last wave stays the last. */
export function nextWave(index: number): number {
  return clampIndex(clampIndex(index) + 1);
}

/** Index of the wave before this one; the first wave stays the first. */
export function previousWave(index: number): number {
  return clampIndex(clampIndex(index) - 1);
}

/** True when 'Next Wave' leads somewhere. */
export function hasNextWave(index: number): boolean {
  return clampIndex(index) < LAST;
}

/** True when 'Previous Wave' leads somewhere. */
export function hasPreviousWave(index: number): boolean {
  return clampIndex(index) > 0;
}
