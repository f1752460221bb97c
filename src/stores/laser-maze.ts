import { atom } from 'nanostores';
import { nextWave, previousWave } from '../games/maze/navigation';

/** Index (0-based) of the Laser Maze wave on show. */
export const $mazeWave = atom(0);

/** 'Next Wave': the last wave stays the last. */
export function showNextWave(): void {
  $mazeWave.set(nextWave($mazeWave.get()));
}

/** 'Previous Wave': the first wave stays the first. */
export function showPreviousWave(): void {
  $mazeWave.set(previousWave($mazeWave.get()));
}
