import { z } from 'zod';
import { Id } from './common';

const int = () => z.number().int();

/** A board entry among the movers: a climber, or a player new on the board. */
export const MoverEntry = z
  .object({
    players: z.string().meta({ description: "The player's name", example: 'AceRunner' }),
    locationId: int(),
    venue: z.string().meta({ description: "The entry's venue", example: 'Leeds' }),
    rank: int().meta({ description: 'Position on the board today', example: 12 }),
    local_score: int().meta({ example: 1_204_220 }),
    positionDifference: int().meta({
      description: "Yesterday's position minus today's (counted from 101 for a player new on the board)",
      example: 7,
    }),
  })
  .meta({ id: 'MoverEntry' });
export type MoverEntry = z.infer<typeof MoverEntry>;

/** A level whose venue top score was beaten since yesterday's close. */
export const NewTopScore = z
  .object({
    players: z.string().meta({ description: 'Who set it', example: 'AceRunner' }),
    locationId: int(),
    venue: z.string().meta({ example: 'Leeds' }),
    gameName: z.string().meta({ example: 'Flash Mines' }),
    levelId: int().min(0).max(9).meta({ description: 'Level number, 0-based (shown 1-10)', example: 3 }),
    score: int().meta({ example: 48_210 }),
    previousTop: int().meta({
      description: "The level's top at yesterday's close (0 when nobody had played it)",
    }),
    achievedAt: z
      .string()
      .meta({ description: 'When it was set (ISO 8601)', example: '2026-11-20T15:30:00.000Z' }),
  })
  .meta({ id: 'NewTopScore' });
export type NewTopScore = z.infer<typeof NewTopScore>;

/** What moved on a board since yesterday's close. */
export const Movers = z
  .object({
    location: z
      .string()
      .meta({ description: "The venue's name, or 'world' for the whole chain", example: 'Leeds' }),
    day: z
      .string()
      .nullable()
      .meta({ description: "Yesterday's business day compared against, null when there is no history yet" }),
    climbers: z.array(MoverEntry).meta({ description: 'Most positions gained since yesterday (top 5)' }),
    newPlayers: z
      .array(MoverEntry)
      .meta({ description: 'New on the board today, best placed first (top 5)' }),
    newPlayerCount: int().meta({ description: 'How many are new on the board today' }),
    newTopScores: z
      .array(NewTopScore)
      .meta({ description: 'Level tops beaten since yesterday, latest first (top 10)' }),
    newTopScoreCount: int().meta({ description: 'How many level tops were beaten since yesterday' }),
  })
  .meta({ id: 'Movers' });
export type Movers = z.infer<typeof Movers>;

/** Whose movers: a venue's, or the whole chain's. */
export const MoversQuery = z.object({
  locationId: Id.optional().meta({ description: "A venue's id; without it, the whole chain" }),
});
