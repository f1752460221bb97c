import './maze.css';
import { useStore } from '@nanostores/react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useLayoutEffect, useState } from 'react';
import { MAZE_COLUMNS, MAZE_ROWS } from '@/games/maze/constants';
import { MAZE_DOTS } from '@/games/maze/dots';
import { mazeFrameDots, mazeFrameIndex } from '@/games/maze/frames';
import { hasNextWave, hasPreviousWave } from '@/games/maze/navigation';
import { MAZE_WAVES } from '@/games/maze/waves';
import { $mazeWave, showNextWave, showPreviousWave } from '@/stores/laser-maze';
import { useReducedMotion } from '../../shared/use-reduced-motion';

/** How much slower the waves run when the system asks for reduced motion. */
const REDUCED_MOTION_SLOWDOWN = 4;

/** The frame of a wave to show, advanced by animation frames while playing; restarts with each wave. */
function useWaveFrame(waveIndex: number, playing: boolean, slowdown: number): number {
  // The frame is kept with its wave, so another wave starts from its own first frame.
  const [frame, setFrame] = useState({ wave: waveIndex, index: 0 });
  // A layout effect, so that pausing stops the loop as the paused state renders: a passive
  // effect's cleanup runs after the paint, and one more animation frame could still move the
  // floor on after the visitor pressed Pause.
  useLayoutEffect(() => {
    const wave = MAZE_WAVES[waveIndex];
    if (!wave || !playing) return;
    let raf = 0;
    let started: number | null = null;
    let shown = -1;
    const draw = (now: number) => {
      started ??= now;
      const index = mazeFrameIndex(wave, (now - started) / slowdown);
      // Only a new frame re-renders the 180 dots.
      if (index !== shown) {
        shown = index;
        setFrame({ wave: waveIndex, index });
      }
      raf = requestAnimationFrame(draw);
    };
    raf = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(raf);
  }, [waveIndex, playing, slowdown]);
  return frame.wave === waveIndex ? frame.index : 0;
}

/**
 * Laser Maze 4: the 18 x 10 floor of 180 dots playing each of the five waves' animations (1 s or
 * 2 s a loop), with 'Previous Wave' and 'Next Wave'. Slower with reduced motion, and it can be paused.
 */
export function LaserMaze() {
  const waveIndex = useStore($mazeWave);
  const reduced = useReducedMotion();
  const [playing, setPlaying] = useState(true);
  const frame = useWaveFrame(waveIndex, playing, reduced ? REDUCED_MOTION_SLOWDOWN : 1);
  const wave = MAZE_WAVES[waveIndex] ?? MAZE_WAVES[0];
  if (!wave) return null;
  const lit = mazeFrameDots(wave, Math.min(frame, wave.frameCount - 1));
  const seconds = wave.durationMs / 1000;

  return (
    <section className="maze" aria-labelledby="maze-wave">
      <div className="maze__bar">
        <button
          type="button"
          className="button"
          disabled={!hasPreviousWave(waveIndex)}
          onClick={() => showPreviousWave()}
        >
          <ChevronLeft aria-hidden="true" size={18} /> Previous Wave
        </button>
        <h2 id="maze-wave" className="maze__wave" aria-live="polite">
          Wave {wave.number} of {MAZE_WAVES.length}: {wave.name}
        </h2>
        <button
          type="button"
          className="button"
          disabled={!hasNextWave(waveIndex)}
          onClick={() => showNextWave()}
        >
          Next Wave <ChevronRight aria-hidden="true" size={18} />
        </button>
      </div>
      <div
        className="maze__floor"
        role="img"
        aria-label={`Laser maze floor, ${MAZE_COLUMNS} by ${MAZE_ROWS} dots, showing wave ${wave.number}: ${wave.name}`}
        data-frame={frame}
        style={{ gridTemplateColumns: `repeat(${MAZE_COLUMNS}, minmax(0, 1fr))` }}
      >
        {MAZE_DOTS.map((dot) => (
          <span key={dot.index} className={`maze__dot${lit[dot.index] ? ' is-lit' : ''}`} />
        ))}
      </div>
      <div className="maze__foot">
        <p className="maze__timing">
          {seconds} s loop
          {reduced ? `, shown ${REDUCED_MOTION_SLOWDOWN} times slower for reduced motion` : ''}
        </p>
        <button type="button" className="button button--ghost" onClick={() => setPlaying(!playing)}>
          {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
          {playing ? 'Pause animation' : 'Play animation'}
        </button>
      </div>
    </section>
  );
}
