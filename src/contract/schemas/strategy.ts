import { z } from 'zod';

const point = z.object({ x: z.number().int().min(0).max(11), y: z.number().int().min(0).max(11) });
const axis = z
  .enum(['horizontal', 'vertical'])
  .optional()
  .meta({ description: 'The line a dynamic piece patrols' });

/** A strategy game level (the rules: docs/strategy-game.md). */
export const StrategyGame = z
  .object({
    level: z.number().int().meta({ example: 1 }),
    start: point.meta({ description: "The player's square at the start of each wave" }),
    guns: z
      .array(point)
      .meta({ description: 'Orange tiles: stepping on one fires it in the step direction' }),
    targets: z
      .array(z.array(point.extend({ id: z.number().int(), isDynamic: z.boolean(), axis })))
      .meta({ description: 'Blue tiles to clear, one list per wave' }),
    reds: z
      .array(z.array(point.extend({ isDynamic: z.boolean().optional(), axis })))
      .meta({ description: 'Red tiles per wave' }),
    solutions: z
      .array(
        z.array(
          point.extend({ order: z.number().int(), direction: z.enum(['up', 'down', 'left', 'right']) }),
        ),
      )
      .meta({ description: 'Per wave, the guns that clear it, in order' }),
    config: z.object({
      redSpeed: z.number().int().meta({ description: 'ms per move of a dynamic red', example: 1000 }),
      targetSpeed: z.number().int().meta({ description: 'ms per move of a dynamic target', example: 1000 }),
    }),
  })
  .meta({ id: 'StrategyGame' });
