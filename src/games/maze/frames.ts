import { MAZE_DOTS } from './dots';
import type { MazeWave } from './waves';

/** What the floor shows at one moment of a wave. */
interface MazeFrame {
  readonly index: number;
  /** One entry per dot, in `MAZE_DOTS` order. */
  readonly lit: readonly boolean[];
}

/**
 * The frame shown `elapsedMs` after a wave started. The animation loops, so time wraps modulo the
 * wave's duration (negative times count back from the end); a time that is not finite shows frame 0.
 */
export function mazeFrameIndex(wave: MazeWave, elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs)) return 0;
  const t = ((elapsedMs % wave.durationMs) + wave.durationMs) % wave.durationMs;
  return Math.min(wave.frameCount - 1, Math.floor((t * wave.frameCount) / wave.durationMs));
}

/** The dots lit in one frame of a wave. */
export function mazeFrameDots(wave: MazeWave, frame: number): boolean[] {
  return MAZE_DOTS.map((dot) => wave.lit(dot, frame));
}

/** The frame of a wave at an elapsed time, with its lit dots. */
export function mazeFrameAt(wave: MazeWave, elapsedMs: number): MazeFrame {
  const index = mazeFrameIndex(wave, elapsedMs);
  return { index, lit: mazeFrameDots(wave, index) };
}
