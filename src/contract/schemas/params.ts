import { z } from 'zod';
import { UNKNOWN_GAIN_PERIOD } from '../../domain/board-period';
import { LEVELS_PER_GAME } from '../../domain/constants';
import { Id, MAX_ID, NO_CONTROL_PATTERN, PlayerName, Text, VISIBLE_TEXT_PATTERN } from './common';

/** Path params the endpoints share. */
export const ByName = z.object({ playerName: PlayerName });
export const NameAt = z.object({ playerName: PlayerName, locationId: Id });
export const NameAtVersus = NameAt.extend({ otherName: PlayerName });
export const NameAtLoc = z.object({ loc: Id, playerName: PlayerName });
export const ById = z.object({ id: Id });
export const AtVenue = z.object({ locationId: Id });
export const Provider = z.object({
  provider: z.enum(['google', 'discord'], { error: 'Unknown login provider.' }),
});

const GAME_ID = 'Expected a numeric game id.';
const LEVEL = 'A level is a whole number from 1 to 10.';

/** A level of a game at a venue (the level as shown, 1..10). */
export const LevelAt = z.object({
  locationId: Id,
  gameId: z.coerce
    .number({ error: GAME_ID })
    .int(GAME_ID)
    .min(1, GAME_ID)
    .max(MAX_ID, GAME_ID)
    .meta({ description: 'Game id (from the player data answer)', example: 23 }),
  level: z.coerce
    .number({ error: LEVEL })
    .int(LEVEL)
    .min(1, LEVEL)
    .max(LEVELS_PER_GAME, LEVEL)
    .meta({ description: 'The level as shown, 1 to 10', example: 3 }),
});

/** What a delete answers: the id of what went. */
export const Deleted = z.object({
  deleted: z.number().int().meta({ description: 'The id of what was deleted' }),
});

/** A board's address, as both boards' paths take it. */
const BoardAddress = Text("A venue's name or id, a city, or 'world'", 100)
  .regex(new RegExp(NO_CONTROL_PATTERN), 'A board address has no control characters.')
  .meta({ pattern: VISIBLE_TEXT_PATTERN });
export const BoardAt = z.object({ city: BoardAddress });
/** A board over a period: its address, and 'month' or 'year'. */
export const PeriodBoardAt = BoardAt.extend({
  period: z
    .enum(['month', 'year'], { error: UNKNOWN_GAIN_PERIOD })
    .meta({ description: "'month' or 'year'", example: 'month' }),
});
