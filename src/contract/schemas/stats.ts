import { z } from 'zod';

/** How often a player was looked up at a venue today. */
export const LookupCount = z.object({
  playerName: z.string().meta({ example: 'AceRunner' }),
  count: z.number().int().meta({ example: 12 }),
  locationId: z.number().int().meta({ example: 3 }),
  locationName: z.string().meta({ description: 'The venue the player was looked up at', example: 'Leeds' }),
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
export type LookupCount = z.infer<typeof LookupCount>;

/** The answer to counting a visit. */
export const VisitCounted = z.object({ visitsCount: z.number().int() }).meta({ id: 'VisitCounted' });
export type VisitCounted = z.infer<typeof VisitCounted>;
