import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasNextWave,
  hasPreviousWave,
  MAZE_COLUMNS,
  MAZE_DOT_COUNT,
  MAZE_DOTS,
  MAZE_ROWS,
  MAZE_WAVES,
  mazeFrameAt,
  mazeFrameDots,
  mazeFrameIndex,
  nextWave,
  previousWave,
} from '../../../src/games/maze';

const waveArb = fc.constantFrom(...MAZE_WAVES);

describe('Laser Maze 4 floor', () => {
  it('has 180 dots on an 18 x 10 grid, each square once', () => {
    expect([MAZE_COLUMNS, MAZE_ROWS, MAZE_DOT_COUNT]).toEqual([18, 10, 180]);
    expect(MAZE_DOTS).toHaveLength(180);
    expect(new Set(MAZE_DOTS.map((d) => `${d.x},${d.y}`)).size).toBe(180);
    expect(MAZE_DOTS.every((d) => d.x >= 0 && d.x < 18 && d.y >= 0 && d.y < 10)).toBe(true);
    expect(MAZE_DOTS.map((d) => d.index)).toEqual([...Array(180).keys()]);
  });
});

describe('Laser Maze 4 waves', () => {
  it('are five, numbered 1 to 5, each lasting 1 s or 2 s', () => {
    expect(MAZE_WAVES.map((w) => w.number)).toEqual([1, 2, 3, 4, 5]);
    for (const w of MAZE_WAVES) expect([1000, 2000]).toContain(w.durationMs);
    expect(new Set(MAZE_WAVES.map((w) => w.durationMs))).toEqual(new Set([1000, 2000]));
  });

  it('light some but never all dots in every frame, and every frame differs from the one before', () => {
    for (const w of MAZE_WAVES) {
      const frames = [...Array(w.frameCount).keys()].map((f) => mazeFrameDots(w, f));
      frames.forEach((dots, f) => {
        expect(dots).toHaveLength(MAZE_DOT_COUNT);
        const lit = dots.filter(Boolean).length;
        expect(lit).toBeGreaterThan(0);
        expect(lit).toBeLessThan(MAZE_DOT_COUNT);
        expect(dots).not.toEqual(frames[(f + 1) % frames.length]);
      });
    }
  });

  it('look different from each other', () => {
    const firstFrames = MAZE_WAVES.map((w) => JSON.stringify(mazeFrameDots(w, 1)));
    expect(new Set(firstFrames).size).toBe(MAZE_WAVES.length);
  });

  it('sweep the first wave beam across the columns, left to right', () => {
    const [wave] = MAZE_WAVES;
    if (!wave) throw new Error('no waves');
    expect(mazeFrameIndex(wave, 0)).toBe(0);
    const lit = mazeFrameAt(wave, 500).lit;
    const columns = new Set(MAZE_DOTS.filter((d) => lit[d.index]).map((d) => d.x));
    expect(columns).toEqual(new Set([9]));
  });
});

describe('Laser Maze 4 frame lookup', () => {
  it('starts at frame 0 and reaches the last frame just before the end of the loop', () => {
    for (const w of MAZE_WAVES) {
      expect(mazeFrameIndex(w, 0)).toBe(0);
      expect(mazeFrameIndex(w, w.durationMs - 1)).toBe(w.frameCount - 1);
    }
  });

  it('wraps: the animation loops, so t and t + duration show the same frame', () => {
    fc.assert(
      fc.property(
        waveArb,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -50, max: 50 }),
        (w, t, loops) => {
          expect(mazeFrameIndex(w, t + loops * w.durationMs)).toBe(mazeFrameIndex(w, t));
        },
      ),
    );
  });

  it('counts negative times back from the end of the loop', () => {
    for (const w of MAZE_WAVES) expect(mazeFrameIndex(w, -1)).toBe(w.frameCount - 1);
  });

  it('shows frame 0 for a time that is not a number', () => {
    for (const w of MAZE_WAVES) {
      for (const t of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
        expect(mazeFrameIndex(w, t)).toBe(0);
    }
  });

  it('never goes backwards within one loop', () => {
    fc.assert(
      fc.property(waveArb, fc.nat(), fc.nat(), (w, a, b) => {
        const [early, late] = [
          Math.min(a % w.durationMs, b % w.durationMs),
          Math.max(a % w.durationMs, b % w.durationMs),
        ];
        expect(mazeFrameIndex(w, early)).toBeLessThanOrEqual(mazeFrameIndex(w, late));
      }),
    );
  });
});

describe('Laser Maze 4 navigation', () => {
  it("'Next Wave' walks forward and stays on the last wave (clamps, does not wrap)", () => {
    expect([0, 1, 2, 3, 4].map(nextWave)).toEqual([1, 2, 3, 4, 4]);
    expect(hasNextWave(3)).toBe(true);
    expect(hasNextWave(4)).toBe(false);
  });

  it("'Previous Wave' walks back and stays on the first wave", () => {
    expect([0, 1, 2, 3, 4].map(previousWave)).toEqual([0, 0, 1, 2, 3]);
    expect(hasPreviousWave(0)).toBe(false);
    expect(hasPreviousWave(1)).toBe(true);
  });

  it('always lands on an existing wave, whatever index it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (i) => {
        for (const next of [nextWave(i), previousWave(i)]) {
          expect(Number.isInteger(next)).toBe(true);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(MAZE_WAVES.length);
        }
      }),
    );
  });
});
