import { z } from 'zod';

const LookupCount = z.object({
  playerName: z.string().meta({ example: 'AceRunner' }),
  count: z.number().int().meta({ example: 12 }),
  locationId: z.number().int().meta({ example: 3 }),
});

/** Today's visits and the players most searched for and compared against (top 20 each). */
export const DailyStats = z
  .object({
    day: z.string().meta({ example: '2026-11-22' }),
    visitsCount: z.number().int().meta({ example: 214 }),
    searchedPlayers: z.array(LookupCount),
    comparedPlayers: z.array(LookupCount),
  })
  .meta({ id: 'DailyStats' });
export type DailyStats = z.infer<typeof DailyStats>;

/** The answer to counting a visit. */
export const VisitCounted = z.object({ visitsCount: z.number().int() }).meta({ id: 'VisitCounted' });
export type VisitCounted = z.infer<typeof VisitCounted>;
