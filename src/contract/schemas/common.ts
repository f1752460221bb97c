import { z } from 'zod';
import { PLAYER_NAME_MAX_LENGTH } from '../../domain/constants';
import { cleanPlayerName, playerNameProblem } from '../../domain/player-name';
import { hasVisibleCharacter } from '../../domain/visible-text';

const problems = {
  empty: 'A player name is required.',
  'too-long': 'That player name is too long.',
  'control-characters': 'That player name contains characters that are not allowed.',
  invisible: 'That player name has no visible character.',
  'dot-segment': "A player name cannot be '.' or '..'.",
} as const;

/** For the document: a character that is not a control character (C0, DEL, C1). */
const NO_CONTROL = '[^\\u0000-\\u001F\\u007F-\\u009F]';
/** For the document: a text without control characters. */
export const NO_CONTROL_PATTERN = `^${NO_CONTROL}*$`;
/** No control character, and at least one that is not a space (what a free-text path parameter may be). */
export const VISIBLE_TEXT_PATTERN = `^${NO_CONTROL}*[^\\s\\u0000-\\u001F\\u007F-\\u009F]${NO_CONTROL}*$`;

/** A player name as it arrives in a path: trimmed and normalised, any script, bounded length. */
export const PlayerName = z
  .string()
  .transform((raw, ctx) => {
    const name = cleanPlayerName(raw);
    const problem = playerNameProblem(name);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problems[problem] });
      return z.NEVER;
    }
    return name;
  })
  .meta({
    description: `Player name, matched case-insensitively after trimming: 1 to ${PLAYER_NAME_MAX_LENGTH} characters, at least one of them visible, none a control character, not '.' or '..'`,
    example: 'UltraSprinter48',
    minLength: 1,
    maxLength: PLAYER_NAME_MAX_LENGTH,
    // Not '.' or '..', and at least one character that is not a space; none a control character.
    pattern: `^(?!\\.{1,2}$)${NO_CONTROL}*[^\\s\\u0000-\\u001F\\u007F-\\u009F]${NO_CONTROL}*$`,
  });

/** The largest id the database's integer columns hold (2^31 - 1). */
export const MAX_ID = 2_147_483_647;

/** A numeric id in a path. */
export const Id = z.coerce
  .number({ error: 'Expected a numeric id.' })
  .int('Expected a numeric id.')
  .min(1, 'Expected a numeric id.')
  .max(MAX_ID, 'Expected a numeric id.')
  .meta({ description: 'Numeric id', example: 1 });

/** The error body of every failed request. */
export const ApiErrorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'not_found' }),
      message: z.string().meta({ example: 'Player not found' }),
    }),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

// Control characters other than tab and newline: never meaningful in a name or a text, and a NUL
// cannot even be stored.
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/**
 * A required free text: trimmed, not empty, bounded, without control characters, and with at
 * least one visible character (a text of zero-width spaces shows as nothing).
 */
export function Text(field: string, max: number) {
  return z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} must not be empty.`)
    .max(max, `${field} is too long (at most ${max} characters).`)
    .refine((v) => !CONTROL.test(v), `${field} contains characters that are not allowed.`)
    .refine(hasVisibleCharacter, `${field} has no visible character.`);
}
