import { z } from 'zod';
import { PLAYER_NAME_MAX_LENGTH } from '../../domain/constants';
import { cleanPlayerName } from '../../domain/player-name';
import { Id, NO_CONTROL_PATTERN } from './common';

/** A player a search could mean, and the venues where they play (their best first). */
export const PlayerSuggestion = z
  .object({
    name: z.string().meta({ example: 'Zoë785' }),
    locations: z.array(
      z.object({ id: z.number().int().meta({ example: 3 }), name: z.string().meta({ example: 'Leeds' }) }),
    ),
  })
  .meta({ id: 'PlayerSuggestion' });
export type PlayerSuggestion = z.infer<typeof PlayerSuggestion>;

// Control characters can be in no name, so a text holding one is a mistake, not a search.
const CONTROL = /\p{Cc}/u;

/** What the type-ahead has typed: trimmed; blank asks for nothing, longer than a name is refused. */
const SuggestText = z
  .string({ error: 'q is required: the text to suggest names for.' })
  .transform((raw) => cleanPlayerName(raw))
  .refine((text) => [...text].length <= PLAYER_NAME_MAX_LENGTH, {
    error: `q is longer than a player name (${PLAYER_NAME_MAX_LENGTH} characters at most).`,
    abort: true,
  })
  .refine((text) => !CONTROL.test(text) && text.isWellFormed(), {
    error: 'q contains characters no player name has.',
  })
  .meta({
    description: `The name or its start, any case, accents optional: at most ${PLAYER_NAME_MAX_LENGTH} characters once trimmed, none of them a control character (blank asks for nothing)`,
    example: 'ultra',
    maxLength: PLAYER_NAME_MAX_LENGTH,
    pattern: NO_CONTROL_PATTERN,
  });

/** Query of the suggestions. */
export const SuggestQuery = z.object({
  q: SuggestText,
  locationId: Id.optional().meta({ description: 'Only players with scores at this venue' }),
});
export type SuggestQuery = z.infer<typeof SuggestQuery>;
