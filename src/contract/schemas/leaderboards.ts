import { z } from 'zod';

/** A board entry with its changes since yesterday. */
export const LeaderboardEntry = z
  .object({
    players: z.string().meta({ description: "The player's name", example: 'AceRunner' }),
    rank: z.number().int().meta({ description: 'Position on the board (ties share)', example: 4 }),
    local_score: z.number().int().meta({ example: 2_104_220 }),
    playerRank: z.number().int().meta({ description: 'floor(local_score / 25000)', example: 84 }),
    locationId: z.number().int(),
    city: z.string().optional().meta({
      description: "The venue's city, on boards of several venues (a city's, the world's)",
      example: 'Leeds',
    }),
    venue: z.string().optional().meta({
      description: "The venue's name, on boards of several venues (a city's, the world's)",
      example: 'Leeds',
    }),
    positionDifference: z
      .number()
      .int()
      .meta({ description: "Yesterday's position minus today's (101 when absent)" }),
    scoreDifference: z.number().int().meta({
      description:
        "Today's score minus yesterday's: the score on yesterday's board, or the player's own total at yesterday's close when they were not on it",
    }),
    scoreDifferenceFromTopPlayerScore: z
      .number()
      .int()
      .meta({ description: "The leader's score minus this score" }),
    isNew: z.boolean().meta({ description: "Not on yesterday's board: entered it today" }),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/** A board today (live) and yesterday (its last rollover snapshot). */
export const Leaderboard = z
  .object({
    location: z.string().meta({ description: "The venue's name, the city's, or 'world'", example: 'Leeds' }),
    day: z
      .string()
      .nullable()
      .meta({ description: "Yesterday's business day, null when there is no history" }),
    today: z.array(LeaderboardEntry),
    yesterday: z.array(LeaderboardEntry),
  })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof Leaderboard>;
