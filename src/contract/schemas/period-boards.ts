import { z } from 'zod';

/** A row of a month's or year's board: the points a player gained at a venue over the period. */
export const PeriodBoardEntry = z
  .object({
    players: z.string().meta({ description: "The player's name", example: 'AceRunner' }),
    rank: z.number().int().meta({ description: 'Position by points gained (ties share)', example: 4 }),
    gained: z.number().int().meta({
      description:
        "Points gained over the period's closed days: the total at its last close less the total before it",
      example: 48_210,
    }),
    locationId: z.number().int(),
    city: z.string().optional().meta({ description: "The venue's city, on boards of several venues" }),
    venue: z.string().optional().meta({ description: "The venue's name, on boards of several venues" }),
  })
  .meta({ id: 'PeriodBoardEntry' });
export type PeriodBoardEntry = z.infer<typeof PeriodBoardEntry>;

/** A board over this month or this year, from the kept daily history. */
export const PeriodBoard = z
  .object({
    location: z.string().meta({ description: "The venue's name, the city's, or 'world'", example: 'Leeds' }),
    period: z.enum(['month', 'year']),
    from: z.string().meta({ description: "The period's first business day", example: '2026-11-01' }),
    to: z.string().nullable().meta({
      description: 'The last closed business day counted; null when no day of the period has closed yet',
      example: '2026-11-19',
    }),
    entries: z.array(PeriodBoardEntry),
  })
  .meta({ id: 'PeriodBoard' });
export type PeriodBoard = z.infer<typeof PeriodBoard>;
