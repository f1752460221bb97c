import { z } from 'zod';

/** A league team. */
export const Team = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ example: 'Laser Llamas' }),
    location: z.string().meta({ example: 'Leeds' }),
    locationId: z.number().int(),
    division: z.number().int().meta({ example: 2 }),
    season: z.number().int().meta({ example: 2 }),
    players: z.array(z.string()),
    teamSize: z.number().int().meta({ example: 4 }),
    finalPlacement: z.number().int().nullable(),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof Team>;
