import { z } from 'zod';

/** A venue as the newer UI sees it. */
export const ActivateLocation = z
  .object({
    id: z.number().int().meta({ example: 3 }),
    name: z.string().meta({ example: 'Leeds' }),
    city: z.string().meta({ example: 'Leeds' }),
  })
  .meta({ id: 'ActivateLocation' });
export type ActivateLocation = z.infer<typeof ActivateLocation>;

/** A level of the older UI's catalog, with the venue's top score. */
const ClassicLevel = z
  .object({ game_id: z.number().int(), level_id: z.number().int(), top_score: z.number().int() })
  .meta({ id: 'ClassicLevel' });

/** A venue as the older UI's player view sees it: its rooms, games and level tops. */
export const ClassicLocation = z
  .object({
    id: z.number().int().meta({ example: 3 }),
    name: z.string().meta({ example: 'Leeds' }),
    levels_count: z.number().int().meta({ description: 'Levels the venue has', example: 520 }),
    rankings_count: z.number().int().meta({ description: 'Players ranked at the venue', example: 1800 }),
    rooms: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        games: z.array(z.object({ id: z.number().int(), name: z.string(), levels: z.array(ClassicLevel) })),
      }),
    ),
  })
  .meta({ id: 'ClassicLocation' });
export type ClassicLocation = z.infer<typeof ClassicLocation>;
