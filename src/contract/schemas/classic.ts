import { z } from 'zod';

/** A high score as the older API reports it. */
export const ClassicHighScore = z
  .object({
    game_id: z.number().int(),
    level_id: z.number().int().meta({ description: '0-based' }),
    score: z.number().int(),
    times: z.number().int().meta({ description: 'How often the level was played' }),
  })
  .meta({ id: 'ClassicHighScore' });
export type ClassicHighScore = z.infer<typeof ClassicHighScore>;

const perRoom = z.record(z.string(), z.number().int()).meta({ description: 'Count per room id' });

/** Player info of the older UI. */
export const ClassicPlayerInfo = z
  .object({
    player_name: z.string(),
    location_id: z.number().int(),
    player_rank: z.number().int().meta({ description: 'floor(local_score / 25000)' }),
    local_rank: z.number().int().meta({ description: 'Position on the venue board' }),
    local_score: z.number().int(),
    total_score: z.number().int().meta({ description: 'Local scores summed over every venue' }),
    stars: z.number().int().meta({ description: 'Old-ranking stars at the venue' }),
    levels: z.number().int().meta({ description: 'Levels the venue has' }),
    passedLevels: z.number().int(),
    high_scores: z.array(ClassicHighScore),
    topScores: perRoom,
    notTopScores: perRoom,
    missingLevels: perRoom,
    starsOldRankingSystem: z.number().int(),
  })
  .meta({ id: 'ClassicPlayerInfo' });
export type ClassicPlayerInfo = z.infer<typeof ClassicPlayerInfo>;

/** A player to compare in the older UI. */
export const ClassicComparePlayer = z
  .object({
    player_name: z.string(),
    location_id: z.number().int(),
    local_score: z.number().int(),
    high_scores: z.array(ClassicHighScore),
  })
  .meta({ id: 'ClassicComparePlayer' });
export type ClassicComparePlayer = z.infer<typeof ClassicComparePlayer>;

/** A player's scores as they stood at the end of yesterday. */
export const ClassicYesterday = ClassicComparePlayer.extend({
  day: z.string().meta({ description: 'The business day these scores closed', example: '2026-11-21' }),
}).meta({ id: 'ClassicYesterday' });
export type ClassicYesterday = z.infer<typeof ClassicYesterday>;

/** A player's scores at every venue they played. */
export const ClassicAllLocations = z
  .object({
    player_name: z.string(),
    locations: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        local_score: z.number().int(),
        high_scores: z.array(ClassicHighScore),
      }),
    ),
  })
  .meta({ id: 'ClassicAllLocations' });
export type ClassicAllLocations = z.infer<typeof ClassicAllLocations>;
