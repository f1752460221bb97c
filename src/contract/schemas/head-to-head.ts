import { z } from 'zod';

/** One level both players played, and by how much its leader leads. */
export const LevelDuel = z
  .object({
    gameId: z.number().int(),
    gameName: z.string().meta({ example: 'Flip' }),
    levelId: z.number().int().meta({ description: 'The level, 0..9 (shown as 1..10)', example: 4 }),
    mine: z.number().int().meta({ description: "The player's best", example: 12_300 }),
    theirs: z.number().int().meta({ description: "The other player's best", example: 12_420 }),
    gap: z.number().int().meta({ description: 'How far the leader is ahead (above 0)', example: 120 }),
  })
  .meta({ id: 'LevelDuel' });

/** Two players head to head at a venue. */
export const HeadToHead = z
  .object({
    playerName: z.string(),
    otherName: z.string(),
    locationId: z.number().int(),
    theyLead: z.array(LevelDuel).meta({
      description: 'The levels where the other player is just ahead, the closest first (at most five)',
    }),
    iLead: z.array(LevelDuel).meta({
      description: 'The levels where the player is just ahead, the closest first (at most five)',
    }),
    theyLeadCount: z.number().int().meta({ description: 'How many levels the other player leads' }),
    iLeadCount: z.number().int().meta({ description: 'How many levels the player leads' }),
  })
  .meta({ id: 'HeadToHead' });
export type HeadToHead = z.infer<typeof HeadToHead>;
