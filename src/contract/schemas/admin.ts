import { z } from 'zod';
import { MAX_ID, Text } from './common';

const text = Text;

/** A name that mixes scripts with look-alike letters (Unicode UTS #39), as the admin area marks it. */
export const LookAlikeMark = z
  .object({
    reason: z.enum(['mixed-scripts', 'invisible-characters', 'compatibility-forms']).meta({
      description:
        'Why it is one: letters of another script drawn alike, characters that draw nothing, or compatibility forms of letters and digits',
    }),
    scripts: z
      .array(z.string())
      .meta({ description: 'Scripts of its letters, most used first (for mixed scripts; else empty)' }),
    reads: z.string().meta({ description: 'How it reads: its look-alike characters replaced or dropped' }),
    existingPlayer: z
      .string()
      .nullable()
      .meta({ description: 'Another player whose name it reads as, if there is one' }),
  })
  .meta({ id: 'LookAlikeMark' });
export type LookAlikeMark = z.infer<typeof LookAlikeMark>;

/** A venue as the admin area lists it. */
export const AdminLocation = z
  .object({
    _id: z.number().int(),
    name: z.string(),
    city: z.string(),
    players: z.number().int().meta({ description: 'Players with scores there' }),
  })
  .meta({ id: 'AdminLocation' });
export type AdminLocation = z.infer<typeof AdminLocation>;

/** Adding or renaming a venue: the name must not be empty after trimming. */
export const LocationInput = z
  .object({ name: text('The name', 100), city: text('The city', 100).optional() })
  .meta({ id: 'LocationInput' });
export type LocationInput = z.infer<typeof LocationInput>;

/** Adding or editing a badge: title and description both required, non-empty after trimming. */
export const BadgeInput = z
  .object({
    title: text('The title', 100),
    description: text('The description', 500),
    stars: z.number().int().min(0).max(10).optional(),
  })
  .meta({ id: 'BadgeInput' });
export type BadgeInput = z.infer<typeof BadgeInput>;

/** A score posted to a challenge. */
const ScoreRecord = z
  .object({
    _id: z.number().int(),
    score: z.number().int(),
    displayName: z.string(),
    createdAt: z.string(),
    userId: z.number().int().nullable(),
    isValid: z.boolean(),
  })
  .meta({ id: 'ScoreRecord' });

/** A community challenge, its records sorted by score, best first. */
export const Challenge = z
  .object({
    _id: z.number().int(),
    gameName: z.string(),
    gameLevel: z.number().int(),
    scoreRecords: z.array(ScoreRecord),
    isDeleted: z.boolean(),
    createdAt: z.string(),
    channelId: z.string().nullable(),
    createdByUserId: z.number().int().nullable(),
    isLive: z.boolean(),
  })
  .meta({ id: 'Challenge' });
export type Challenge = z.infer<typeof Challenge>;

/** Editing a challenge. New records (no `_id`) are added; a record's score must be above 0 and its name set. */
export const ChallengeInput = z
  .object({
    gameName: text('The game name', 100).optional(),
    // The level arrives from a text box: coerced to a number, 0 when empty.
    gameLevel: z
      .preprocess(
        (v) => (v === '' || v === null || v === undefined ? 0 : Number(v)),
        z.number().int().min(0).max(9),
      )
      .optional(),
    isLive: z.boolean().optional(),
    scoreRecords: z
      .array(
        z.object({
          // Both bounded by the integer columns that keep them: past 2^31 - 1 the database refused
          // the write and the API answered 500.
          _id: z.number().int().min(1).max(MAX_ID).optional(),
          score: z
            .number({ error: 'The score must be a number.' })
            .int()
            .gt(0, 'The score must be above 0.')
            .max(MAX_ID, 'The score is too large.'),
          displayName: text('The display name', 64),
          isValid: z.boolean().optional(),
        }),
      )
      .max(1000)
      .optional(),
  })
  .meta({ id: 'ChallengeInput' });
export type ChallengeInput = z.infer<typeof ChallengeInput>;

/** A request to claim a player profile. `approved` null means pending. */
export const PlayerLink = z
  .object({
    _id: z.number().int(),
    playerName: z.string(),
    email: z.string().meta({ description: 'Masked to its first letters' }),
    approved: z.boolean().nullable(),
    userId: z.number().int(),
    createdAt: z.string(),
    lookAlike: LookAlikeMark.nullable().meta({
      description: 'Set when the name mixes scripts with letters drawn like another script’s',
    }),
  })
  .meta({ id: 'PlayerLink' });
export type PlayerLink = z.infer<typeof PlayerLink>;

/** Asking to claim a profile. */
export const PlayerLinkRequest = z
  .object({ playerName: text('The player name', 64), email: z.email('A valid e-mail is required.').max(200) })
  .meta({ id: 'PlayerLinkRequest' });
export type PlayerLinkRequest = z.infer<typeof PlayerLinkRequest>;

/** A user as the admin area lists them (e-mail masked). */
export const AdminUser = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    role: z.enum(['user', 'admin']),
    playerName: z.string().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;

/** What a claim's request and every decision on it answer: the claim's id. */
export const LinkDecision = z.object({ playerLinkId: z.number().int() });

/** Whether a profile may be claimed by the one asking. */
export const PlayerLinkCheck = z.object({ canRequest: z.boolean() });

/** A user's new role. */
export const RoleChange = z.object({ role: z.enum(['user', 'admin']) });
