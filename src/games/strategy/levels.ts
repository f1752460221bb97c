import { STRATEGY_LEVELS } from '../../domain/constants';
import type { Axis, Direction } from './grid';
import type { StrategyLevel, StrategyRedSpec, StrategySolutionStep, StrategyTargetSpec } from './types';

// Short builders keep the designs readable as one line per tile.
const target = (id: number, x: number, y: number): StrategyTargetSpec => ({ id, x, y, isDynamic: false });
const mover = (id: number, x: number, y: number, axis: Axis): StrategyTargetSpec => ({
  id,
  x,
  y,
  isDynamic: true,
  axis,
});
const red = (x: number, y: number): StrategyRedSpec => ({ x, y });
const patrol = (x: number, y: number, axis: Axis): StrategyRedSpec => ({ x, y, isDynamic: true, axis });
const shot = (order: number, x: number, y: number, direction: Direction): StrategySolutionStep => ({
  x,
  y,
  order,
  direction,
});

/** Level 1: two waves of two fixed targets, nothing in the way. */
const LEVEL_1: StrategyLevel = {
  level: 1,
  start: { x: 5, y: 11 },
  guns: [
    { x: 2, y: 9 },
    { x: 9, y: 9 },
    { x: 5, y: 6 },
  ],
  targets: [
    [target(1, 2, 3), target(2, 9, 2)],
    [target(3, 0, 6), target(4, 11, 9)],
  ],
  reds: [[], []],
  solutions: [
    [shot(1, 2, 9, 'up'), shot(2, 9, 9, 'up')],
    [shot(1, 5, 6, 'left'), shot(2, 9, 9, 'right')],
  ],
  config: { redSpeed: 1000, targetSpeed: 1000 },
};

/** Level 2: three targets a wave, fixed reds to walk around. */
const LEVEL_2: StrategyLevel = {
  level: 2,
  start: { x: 5, y: 11 },
  guns: [
    { x: 3, y: 8 },
    { x: 8, y: 8 },
    { x: 3, y: 3 },
    { x: 8, y: 3 },
  ],
  targets: [
    [target(1, 0, 8), target(2, 11, 3), target(3, 8, 11)],
    [target(4, 3, 11), target(5, 0, 3), target(6, 8, 0)],
  ],
  reds: [
    [red(4, 7), red(7, 4), red(6, 9)],
    [red(2, 8), red(5, 5), red(9, 6), red(4, 10)],
  ],
  solutions: [
    [shot(1, 3, 8, 'left'), shot(2, 8, 3, 'right'), shot(3, 8, 8, 'down')],
    [shot(1, 3, 8, 'down'), shot(2, 3, 3, 'left'), shot(3, 8, 3, 'up')],
  ],
  config: { redSpeed: 1000, targetSpeed: 1000 },
};

/** Level 3: three waves; dynamic targets appear. */
const LEVEL_3: StrategyLevel = {
  level: 3,
  start: { x: 0, y: 11 },
  guns: [
    { x: 1, y: 5 },
    { x: 10, y: 6 },
    { x: 5, y: 1 },
    { x: 6, y: 10 },
  ],
  targets: [
    [target(1, 11, 5), mover(2, 5, 7, 'vertical')],
    [mover(3, 7, 6, 'horizontal'), target(4, 6, 0), target(5, 1, 11)],
    [mover(6, 10, 9, 'vertical'), mover(7, 8, 1, 'horizontal'), target(8, 0, 10)],
  ],
  reds: [
    [red(3, 9), red(8, 3)],
    [red(3, 3), red(8, 8), red(4, 9)],
    [red(2, 2), red(9, 4), red(3, 7)],
  ],
  solutions: [
    [shot(1, 5, 1, 'down'), shot(2, 1, 5, 'right')],
    [shot(1, 10, 6, 'left'), shot(2, 6, 10, 'up'), shot(3, 1, 5, 'down')],
    [shot(1, 10, 6, 'down'), shot(2, 5, 1, 'right'), shot(3, 6, 10, 'left')],
  ],
  config: { redSpeed: 1000, targetSpeed: 900 },
};

/** Level 4: four and five targets a wave among more fixed reds. */
const LEVEL_4: StrategyLevel = {
  level: 4,
  start: { x: 6, y: 11 },
  guns: [
    { x: 2, y: 2 },
    { x: 9, y: 2 },
    { x: 2, y: 9 },
    { x: 9, y: 9 },
    { x: 5, y: 5 },
    { x: 6, y: 7 },
  ],
  targets: [
    [mover(1, 3, 5, 'horizontal'), target(2, 2, 0), target(3, 11, 2), target(4, 9, 11)],
    [mover(5, 6, 2, 'vertical'), target(6, 0, 9), target(7, 11, 9), target(8, 9, 0)],
    [
      mover(9, 8, 5, 'horizontal'),
      mover(10, 2, 6, 'vertical'),
      target(11, 11, 7),
      target(12, 0, 2),
      target(13, 9, 11),
    ],
  ],
  reds: [
    [red(4, 2), red(7, 3), red(1, 8), red(10, 7), red(4, 10)],
    [red(5, 8), red(7, 8), red(3, 10), red(10, 4), red(1, 1)],
    [red(7, 4), red(4, 6), red(10, 10), red(1, 4), red(8, 8), red(3, 1)],
  ],
  solutions: [
    [shot(1, 5, 5, 'left'), shot(2, 2, 2, 'up'), shot(3, 9, 2, 'right'), shot(4, 9, 9, 'down')],
    [shot(1, 6, 7, 'up'), shot(2, 2, 9, 'left'), shot(3, 9, 9, 'right'), shot(4, 9, 2, 'up')],
    [
      shot(1, 5, 5, 'right'),
      shot(2, 2, 9, 'up'),
      shot(3, 6, 7, 'right'),
      shot(4, 2, 2, 'left'),
      shot(5, 9, 9, 'down'),
    ],
  ],
  config: { redSpeed: 900, targetSpeed: 800 },
};

/** Level 5: four waves; reds start to move. */
const LEVEL_5: StrategyLevel = {
  level: 5,
  start: { x: 5, y: 0 },
  guns: [
    { x: 1, y: 3 },
    { x: 10, y: 3 },
    { x: 1, y: 8 },
    { x: 10, y: 8 },
    { x: 4, y: 6 },
    { x: 7, y: 5 },
  ],
  targets: [
    [mover(1, 9, 6, 'horizontal'), target(2, 1, 11), target(3, 11, 8)],
    [mover(4, 1, 1, 'vertical'), mover(5, 9, 5, 'horizontal'), target(6, 0, 8), target(7, 10, 11)],
    [
      mover(8, 7, 9, 'vertical'),
      mover(9, 10, 10, 'vertical'),
      target(10, 4, 0),
      target(11, 11, 3),
      target(12, 0, 3),
    ],
    [
      mover(13, 3, 3, 'horizontal'),
      mover(14, 4, 10, 'vertical'),
      target(15, 7, 0),
      target(16, 10, 11),
      target(17, 1, 10),
    ],
  ],
  reds: [
    [red(3, 4), red(8, 2), patrol(6, 9, 'horizontal')],
    [red(8, 7), red(4, 2), patrol(5, 8, 'vertical'), patrol(3, 10, 'horizontal')],
    [red(6, 8), red(2, 6), patrol(3, 2, 'horizontal'), patrol(9, 6, 'vertical')],
    [red(5, 9), red(3, 7), patrol(8, 9, 'horizontal'), patrol(9, 1, 'vertical'), patrol(2, 6, 'vertical')],
  ],
  solutions: [
    [shot(1, 4, 6, 'right'), shot(2, 1, 8, 'down'), shot(3, 10, 8, 'right')],
    [shot(1, 1, 3, 'up'), shot(2, 7, 5, 'right'), shot(3, 1, 8, 'left'), shot(4, 10, 8, 'down')],
    [
      shot(1, 7, 5, 'down'),
      shot(2, 10, 8, 'down'),
      shot(3, 4, 6, 'up'),
      shot(4, 10, 3, 'right'),
      shot(5, 1, 3, 'left'),
    ],
    [
      shot(1, 1, 3, 'right'),
      shot(2, 4, 6, 'down'),
      shot(3, 7, 5, 'up'),
      shot(4, 10, 8, 'down'),
      shot(5, 1, 8, 'down'),
    ],
  ],
  config: { redSpeed: 900, targetSpeed: 700 },
};

/** Level 6: four waves of five and six targets, mostly moving, at a quicker pace. */
const LEVEL_6: StrategyLevel = {
  level: 6,
  start: { x: 11, y: 11 },
  guns: [
    { x: 3, y: 2 },
    { x: 8, y: 2 },
    { x: 3, y: 9 },
    { x: 8, y: 9 },
    { x: 5, y: 5 },
    { x: 6, y: 6 },
  ],
  targets: [
    [
      mover(1, 1, 5, 'horizontal'),
      mover(2, 9, 6, 'horizontal'),
      target(3, 3, 0),
      target(4, 8, 11),
      target(5, 0, 9),
    ],
    [
      mover(6, 3, 6, 'vertical'),
      mover(7, 8, 4, 'vertical'),
      target(8, 0, 2),
      target(9, 11, 9),
      target(10, 5, 0),
    ],
    [
      mover(11, 10, 2, 'horizontal'),
      mover(12, 1, 9, 'horizontal'),
      mover(13, 5, 9, 'vertical'),
      target(14, 6, 0),
      target(15, 8, 5),
      target(16, 0, 2),
    ],
    [
      mover(17, 10, 6, 'horizontal'),
      mover(18, 1, 5, 'horizontal'),
      mover(19, 3, 0, 'vertical'),
      target(20, 11, 9),
      target(21, 8, 0),
      target(22, 0, 9),
    ],
  ],
  reds: [
    [red(4, 4), red(7, 7), red(2, 7), red(10, 3), patrol(10, 8, 'vertical'), patrol(5, 10, 'horizontal')],
    [red(1, 4), red(6, 3), red(9, 7), red(4, 8), patrol(7, 11, 'horizontal'), patrol(10, 5, 'vertical')],
    [
      red(7, 3),
      red(2, 5),
      red(10, 6),
      red(4, 10),
      patrol(10, 10, 'vertical'),
      patrol(2, 4, 'horizontal'),
      patrol(7, 8, 'vertical'),
    ],
    [
      red(4, 7),
      red(7, 4),
      red(10, 10),
      patrol(9, 4, 'horizontal'),
      patrol(1, 8, 'vertical'),
      patrol(5, 11, 'horizontal'),
    ],
  ],
  solutions: [
    [
      shot(1, 5, 5, 'left'),
      shot(2, 6, 6, 'right'),
      shot(3, 3, 2, 'up'),
      shot(4, 8, 9, 'down'),
      shot(5, 3, 9, 'left'),
    ],
    [
      shot(1, 3, 9, 'up'),
      shot(2, 8, 2, 'down'),
      shot(3, 3, 2, 'left'),
      shot(4, 8, 9, 'right'),
      shot(5, 5, 5, 'up'),
    ],
    [
      shot(1, 8, 2, 'right'),
      shot(2, 3, 9, 'left'),
      shot(3, 5, 5, 'down'),
      shot(4, 6, 6, 'up'),
      shot(5, 8, 9, 'up'),
      shot(6, 3, 2, 'left'),
    ],
    [
      shot(1, 6, 6, 'right'),
      shot(2, 5, 5, 'left'),
      shot(3, 3, 2, 'up'),
      shot(4, 8, 9, 'right'),
      shot(5, 8, 2, 'up'),
      shot(6, 3, 9, 'left'),
    ],
  ],
  config: { redSpeed: 700, targetSpeed: 600 },
};

/** Level 10: five waves of six targets, most of them moving, among moving reds, at speed. */
const LEVEL_10: StrategyLevel = {
  level: 10,
  start: { x: 0, y: 11 },
  guns: [
    { x: 2, y: 2 },
    { x: 9, y: 2 },
    { x: 2, y: 9 },
    { x: 9, y: 9 },
    { x: 5, y: 5 },
    { x: 6, y: 6 },
  ],
  targets: [
    [
      mover(1, 1, 5, 'horizontal'),
      mover(2, 10, 6, 'horizontal'),
      target(3, 2, 0),
      target(4, 11, 2),
      target(5, 9, 11),
    ],
    [
      mover(6, 2, 6, 'vertical'),
      mover(7, 9, 4, 'vertical'),
      target(8, 0, 2),
      target(9, 11, 9),
      target(10, 5, 0),
      target(11, 6, 11),
    ],
    [
      mover(12, 8, 2, 'horizontal'),
      mover(13, 4, 9, 'horizontal'),
      mover(14, 1, 5, 'horizontal'),
      mover(15, 10, 6, 'horizontal'),
      target(16, 2, 11),
      target(17, 9, 0),
    ],
    [
      mover(18, 2, 5, 'vertical'),
      mover(19, 9, 6, 'vertical'),
      mover(20, 5, 1, 'vertical'),
      mover(21, 6, 10, 'vertical'),
      target(22, 11, 2),
      target(23, 0, 9),
    ],
    [
      mover(24, 4, 2, 'horizontal'),
      mover(25, 7, 9, 'horizontal'),
      mover(26, 1, 5, 'horizontal'),
      mover(27, 10, 6, 'horizontal'),
      target(28, 2, 0),
      target(29, 9, 11),
    ],
  ],
  reds: [
    [red(3, 3), red(8, 4), patrol(4, 8, 'vertical'), patrol(7, 10, 'horizontal'), patrol(11, 9, 'vertical')],
    [
      red(4, 10),
      red(7, 1),
      patrol(4, 3, 'horizontal'),
      patrol(7, 8, 'horizontal'),
      patrol(11, 4, 'vertical'),
    ],
    [red(1, 7), red(10, 4), patrol(4, 4, 'vertical'), patrol(7, 7, 'vertical'), patrol(8, 11, 'horizontal')],
    [
      red(4, 7),
      red(7, 4),
      patrol(4, 3, 'horizontal'),
      patrol(7, 8, 'horizontal'),
      patrol(3, 11, 'horizontal'),
      patrol(11, 6, 'vertical'),
    ],
    [
      red(1, 7),
      red(10, 3),
      red(3, 10),
      patrol(4, 7, 'vertical'),
      patrol(8, 4, 'vertical'),
      patrol(11, 9, 'vertical'),
      patrol(6, 0, 'horizontal'),
    ],
  ],
  solutions: [
    [
      shot(1, 5, 5, 'left'),
      shot(2, 6, 6, 'right'),
      shot(3, 2, 2, 'up'),
      shot(4, 9, 2, 'right'),
      shot(5, 9, 9, 'down'),
    ],
    [
      shot(1, 2, 9, 'up'),
      shot(2, 9, 2, 'down'),
      shot(3, 2, 2, 'left'),
      shot(4, 9, 9, 'right'),
      shot(5, 5, 5, 'up'),
      shot(6, 6, 6, 'down'),
    ],
    [
      shot(1, 2, 2, 'right'),
      shot(2, 9, 9, 'left'),
      shot(3, 5, 5, 'left'),
      shot(4, 6, 6, 'right'),
      shot(5, 2, 9, 'down'),
      shot(6, 9, 2, 'up'),
    ],
    [
      shot(1, 2, 2, 'down'),
      shot(2, 9, 9, 'up'),
      shot(3, 5, 5, 'up'),
      shot(4, 6, 6, 'down'),
      shot(5, 9, 2, 'right'),
      shot(6, 2, 9, 'left'),
    ],
    [
      shot(1, 9, 2, 'left'),
      shot(2, 2, 9, 'right'),
      shot(3, 5, 5, 'left'),
      shot(4, 6, 6, 'right'),
      shot(5, 2, 2, 'up'),
      shot(6, 9, 9, 'down'),
    ],
  ],
  config: { redSpeed: 500, targetSpeed: 450 },
};

/** Every level, in order: the levels of `STRATEGY_LEVELS`. */
export const STRATEGY_LEVEL_DATA: readonly StrategyLevel[] = [
  LEVEL_1,
  LEVEL_2,
  LEVEL_3,
  LEVEL_4,
  LEVEL_5,
  LEVEL_6,
  LEVEL_10,
];

/** The level with a number, or undefined (the UI's 'Game not found') for any level that does not exist. */
export function strategyLevel(level: number): StrategyLevel | undefined {
  if (!STRATEGY_LEVELS.some((n) => n === level)) return undefined;
  return STRATEGY_LEVEL_DATA.find((l) => l.level === level);
}
