import { z } from 'zod';

/** A badge and the names of the players who hold it. */
export const Badge = z
  .object({
    _id: z.number().int(),
    title: z.string().meta({ example: 'Grid Master' }),
    description: z.string().meta({ example: 'Cleared level 10 of every Grid game.' }),
    stars: z.number().int().meta({ example: 3 }),
    players: z.array(z.string()),
  })
  .meta({ id: 'Badge' });
export type Badge = z.infer<typeof Badge>;

/** A badge a player holds. */
export const PlayerBadge = Badge.omit({ players: true })
  .extend({ awardedAt: z.string() })
  .meta({ id: 'PlayerBadge' });
export type PlayerBadge = z.infer<typeof PlayerBadge>;
