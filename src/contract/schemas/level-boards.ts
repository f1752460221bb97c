import { z } from 'zod';
import { PlayerName } from './common';

/** One row of a level's top 10 at a venue. */
export const LevelBoardEntry = z
  .object({
    position: z
      .number()
      .int()
      .meta({ description: 'Place on the level at the venue (ties share)', example: 1 }),
    playerName: z.string().meta({ example: 'AceRunner' }),
    score: z.number().int().meta({ example: 48_210 }),
    achievedAt: z.string().meta({ description: 'When this high score was set (ISO 8601)' }),
  })
  .meta({ id: 'LevelBoardEntry' });
export type LevelBoardEntry = z.infer<typeof LevelBoardEntry>;

/** The asked player's place on the level, when they played it. */
const LevelBoardPlace = z
  .object({
    playerName: z.string(),
    played: z.literal(true),
    position: z.number().int(),
    score: z.number().int(),
    achievedAt: z.string(),
    topPercent: z.number().int().meta({
      description: 'ceil(position / players × 100), 1..100: the share of the field at or above them',
    }),
  })
  .meta({ id: 'LevelBoardPlace' });

/** The asked player has not played the level at the venue. */
const LevelBoardNotPlayed = z.object({ playerName: z.string(), played: z.literal(false) });

/** A level's board at a venue: its top 10, record, field size, the asked player's place and the chain's best. */
export const LevelBoard = z
  .object({
    locationId: z.number().int(),
    locationName: z.string(),
    roomName: z.string(),
    gameId: z.number().int(),
    gameName: z.string(),
    level: z.number().int().meta({ description: 'The level as shown, 1..10' }),
    players: z.number().int().meta({ description: 'Players with a score on the level at the venue' }),
    top: z
      .array(LevelBoardEntry)
      .meta({ description: 'The ten best, best first; the first sets the record' }),
    record: LevelBoardEntry.nullable().meta({
      description:
        'Who holds the record and since when (the first to reach the top score); null when nobody played',
    }),
    you: z.union([LevelBoardPlace, LevelBoardNotPlayed]).optional().meta({
      description: 'The place of the player named in ?player= (absent without it)',
    }),
    chainBest: z
      .object({
        playerName: z.string(),
        locationId: z.number().int(),
        locationName: z.string(),
        score: z.number().int(),
        achievedAt: z.string(),
      })
      .nullable()
      .meta({
        description: 'The best score on this level at any venue of the chain; null when nobody played it',
      }),
  })
  .meta({ id: 'LevelBoard' });
export type LevelBoard = z.infer<typeof LevelBoard>;

/** Whose row a level's board shows beside its top 10. */
export const LevelBoardQuery = z.object({ player: PlayerName.optional() });
