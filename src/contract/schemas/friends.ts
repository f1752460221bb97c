import { z } from 'zod';
import { FOLLOWED_MAX, GLANCE_NAMES_MAX, NAMES_SEPARATOR, splitNames } from '../../domain/friends';
import { cleanPlayerName, playerNameProblem } from '../../domain/player-name';
import { PlayerName } from './common';

/** One venue of a player at a glance: their total there, their place and what today added. */
const GlanceVenue = z
  .object({
    locationId: z.number().int(),
    locationName: z.string().meta({ example: 'Leeds' }),
    totalScore: z.number().int().meta({ example: 2_104_220 }),
    standing: z
      .number()
      .int()
      .meta({ description: "Place among the venue's players (ties share)", example: 12 }),
    gainedToday: z.number().int().meta({
      description: "Points added to the total since yesterday's close (0 when none)",
      example: 1_250,
    }),
    gainedMonth: z.number().int().meta({
      description:
        "Points gained this month over its closed days, as the month's board counts them (0 when none)",
      example: 18_400,
    }),
    gainedYear: z.number().int().meta({
      description:
        "Points gained this year over its closed days, as the year's board counts them (0 when none)",
      example: 96_020,
    }),
  })
  .meta({ id: 'GlanceVenue' });

/** A player at a glance: every venue where they have a total, the highest first. */
export const PlayerGlance = z
  .object({
    playerName: z.string().meta({ description: 'The name as the site writes it (as asked, when unknown)' }),
    found: z.boolean().meta({ description: 'False when no player has this name' }),
    venues: z.array(GlanceVenue),
  })
  .meta({ id: 'PlayerGlance' });
export type PlayerGlance = z.infer<typeof PlayerGlance>;

/** The glance at several players, in the order asked. */
export const PlayersGlance = z.object({ players: z.array(PlayerGlance) }).meta({ id: 'PlayersGlance' });
export type PlayersGlance = z.infer<typeof PlayersGlance>;

/**
 * A list of player names in one query parameter, one a line (a name cannot hold a line break):
 * each checked as a name in a path is, at most `max` different ones. The handler reads them with
 * splitNames.
 */
function nameLines(max: number) {
  return z
    .string({ error: "Give the players' names, one a line." })
    .min(1, "Give the players' names, one a line.")
    .superRefine((raw, ctx) => {
      const lines = raw.split(NAMES_SEPARATOR);
      const bad = lines.map(cleanPlayerName).find((name) => playerNameProblem(name));
      if (bad !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: `"${[...bad].slice(0, 64).join('')}" is not a player name.`,
        });
      else if (splitNames(raw).length > max)
        ctx.addIssue({ code: 'custom', message: `At most ${max} names at once.` });
    })
    .meta({
      description: `Player names, one a line (at most ${max})`,
      example: 'UltraSprinter48\nJinxDancer34',
    });
}

/** The glance's query. */
export const GlanceQuery = z.object({ names: nameLines(GLANCE_NAMES_MAX) });

/** One player's place on a level's board at a venue, and what today changed of it. */
const LevelFriendPlayed = z.object({
  playerName: z.string(),
  played: z.literal(true),
  position: z.number().int(),
  score: z.number().int(),
  achievedAt: z.string(),
  gainedToday: z.number().int().meta({
    description: "The score less the player's best on the level at yesterday's close (0 when unchanged)",
  }),
});
const LevelFriendNotPlayed = z.object({ playerName: z.string(), played: z.literal(false) });

/** Several players' places on a level's board at a venue, in the order asked. */
export const LevelBoardPlayers = z
  .object({ players: z.array(z.union([LevelFriendPlayed, LevelFriendNotPlayed])) })
  .meta({ id: 'LevelBoardPlayers' });
export type LevelBoardPlayers = z.infer<typeof LevelBoardPlayers>;

/** The players a logged-in user follows, by the names the site writes. */
export const FollowedList = z
  .object({
    userId: z.number().int().meta({ description: 'Whose list it is (a device notes whose it merged)' }),
    names: z.array(z.string()).meta({ description: `At most ${FOLLOWED_MAX}, in the order followed` }),
  })
  .meta({ id: 'FollowedList' });
export type FollowedList = z.infer<typeof FollowedList>;

/** Players to follow, added to the account's list (a union: nobody it holds is dropped). */
export const FollowRequest = z
  .object({
    names: z
      .array(PlayerName)
      .max(FOLLOWED_MAX, `At most ${FOLLOWED_MAX} players.`)
      .meta({ description: 'Names of players to follow; names no player has are left out' }),
  })
  .meta({ id: 'FollowRequest' });
export type FollowRequest = z.infer<typeof FollowRequest>;
