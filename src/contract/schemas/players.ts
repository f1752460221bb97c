import { z } from 'zod';

const int = () => z.number().int();

/** A level's score at a venue against the venue's top score. */
export const LevelScore = z
  .object({
    gameId: int().meta({ example: 12 }),
    levelId: int().min(0).max(9).meta({ description: 'Level number, 0-based (shown 1-10)', example: 3 }),
    highScore: int().meta({ example: 4210 }),
    topScore: int().meta({ example: 5120 }),
    roomName: z.string().meta({ example: 'Grid' }),
    gameName: z.string().meta({ example: 'Flash Mines' }),
  })
  .meta({ id: 'LevelScore' });
export type LevelScore = z.infer<typeof LevelScore>;

/**
 * A level's score inside its game, in `groupedRoomScores`: the room and game names are on the
 * group, once, rather than on each of its levels (a fifth of a regular's answer).
 */
export const GroupedLevelScore = LevelScore.omit({ roomName: true, gameName: true }).meta({
  id: 'GroupedLevelScore',
});
export type GroupedLevelScore = z.infer<typeof GroupedLevelScore>;

/** The scores of one game. */
const GameScores = z
  .object({ gameName: z.string(), gameId: int(), scores: z.array(GroupedLevelScore) })
  .meta({ id: 'GameScores' });

/** The scores of one room, game by game. */
export const RoomScores = z
  .object({ roomName: z.string(), roomId: int(), games: z.array(GameScores) })
  .meta({ id: 'RoomScores' });
export type RoomScores = z.infer<typeof RoomScores>;

/** A league team a player played in. */
export const PlayerTeam = z
  .object({
    season: int().meta({ example: 2 }),
    name: z.string().meta({ example: 'Laser Llamas' }),
    location: z.string().meta({ example: 'Leeds' }),
    locationId: int(),
    division: int().meta({ example: 1 }),
    players: z.array(z.string()),
    finalPlacement: int().nullable().meta({ description: 'null while the season runs' }),
  })
  .meta({ id: 'PlayerTeam' });
export type PlayerTeam = z.infer<typeof PlayerTeam>;

/** Everything the summary and games screens show of a player at a venue. */
export const PlayerData = z
  .object({
    playerName: z.string().meta({ example: 'AceRunner' }),
    locationId: int().meta({ example: 3 }),
    locationName: z.string().meta({ example: 'Leeds' }),
    playerRank: int().meta({ description: 'floor(totalScore / 25000)', example: 42 }),
    standing: int().meta({ description: 'Position on the venue board (ties share)', example: 7 }),
    totalScore: int().meta({
      description: "Local score: sum of the player's high scores",
      example: 1_050_320,
    }),
    maximumScore: int().meta({ description: "Sum of the venue's top scores", example: 2_480_000 }),
    totalLevelCount: int().meta({ description: 'Levels the venue has', example: 520 }),
    levelsPlayed: int().meta({ example: 310 }),
    topScores: int().meta({ description: 'Levels where the player holds the top score', example: 12 }),
    yearlyRank: int().meta({ example: 9 }),
    yearlyScore: int().meta({ example: 840_100 }),
    scores: z.array(LevelScore),
    groupedRoomScores: z.array(RoomScores),
    aglTeams: z.array(PlayerTeam),
  })
  .meta({ id: 'PlayerData' });
export type PlayerData = z.infer<typeof PlayerData>;

/** Prior snapshots of a tracked player's profile, keyed by venue name. */
export const CachedProfiles = z
  .object({
    cachedProfiles: z.record(
      z.string(),
      PlayerData.omit({ groupedRoomScores: true, aglTeams: true }).extend({
        day: z.string().meta({ description: 'The business day the snapshot closed', example: '2026-11-21' }),
      }),
    ),
  })
  .meta({ id: 'CachedProfiles' });
export type CachedProfiles = z.infer<typeof CachedProfiles>;
export type CachedProfile = CachedProfiles['cachedProfiles'][string];

/** A player to compare against: their scores at the venue. */
export const ComparePlayer = z
  .object({
    playerName: z.string(),
    locationId: int(),
    totalScore: int(),
    scores: z.array(LevelScore),
  })
  .meta({ id: 'ComparePlayer' });
export type ComparePlayer = z.infer<typeof ComparePlayer>;

/** A player's row on their venue's board today: its place and the change since yesterday's close. */
const BoardPlace = z
  .object({
    rank: int().meta({ example: 2 }),
    positionDifference: int().meta({
      description: "Places climbed since yesterday's close (negative when lost)",
      example: 1,
    }),
    isNew: z.boolean().meta({ description: "Not on yesterday's board" }),
  })
  .meta({ id: 'BoardPlace' });

/** A player's day at a venue, as the landing's "Your summary" card opens with it. */
export const PlayerDay = z
  .object({
    playerName: z.string().meta({ example: 'AceRunner' }),
    locationId: int().meta({ example: 3 }),
    locationName: z.string().meta({ example: 'Leeds' }),
    totalScore: int().meta({
      description: "Sum of the player's high scores at the venue",
      example: 1_050_320,
    }),
    standing: int().meta({ description: 'Position at the venue (ties share)', example: 7 }),
    place: BoardPlace.nullable().meta({
      description: "Their row on the venue's board today, null below its top 100 (where no change is kept)",
    }),
  })
  .meta({ id: 'PlayerDay' });
export type PlayerDay = z.infer<typeof PlayerDay>;
