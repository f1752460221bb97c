import { z } from 'zod';

/** A row of the venue's board on the screen, with its change since yesterday's board. */
const ScreenBoardRow = z.object({
  position: z.number().int().meta({ description: 'Place on the board (ties share)', example: 1 }),
  name: z.string().meta({ example: 'FuryFox' }),
  score: z.number().int().meta({ example: 2_104_220 }),
  change: z
    .enum(['up', 'down', 'same', 'new'])
    .meta({ description: "Against yesterday's board ('new': not on it)" }),
  /** Places climbed (positive) or lost (negative) since yesterday; 0 for new or unchanged rows. */
  places: z.number().int(),
});

/** A level whose venue top score was set today. */
const ScreenNewTop = z.object({
  name: z.string().meta({ description: 'Who set it', example: 'FuryFox' }),
  room: z.string().meta({ example: 'Grid' }),
  game: z.string().meta({ example: 'Flash Mines' }),
  level: z.number().int().meta({ description: 'Shown 1 to 10', example: 4 }),
  score: z.number().int().meta({ example: 12_340 }),
  at: z.string().meta({ description: 'When it was played (ISO 8601)' }),
});

/** A player who climbed the board since yesterday. */
const ScreenMover = z.object({
  name: z.string(),
  from: z.number().int().meta({ description: "Yesterday's place", example: 14 }),
  to: z.number().int().meta({ description: "Today's place", example: 6 }),
});

/** What the venue's TV screen cycles through. */
export const VenueScreen = z
  .object({
    venue: z.object({ id: z.number().int(), name: z.string() }),
    day: z.string().meta({ description: "Today's business day", example: '2026-11-26' }),
    /** The data version it was computed for: the event stream announces newer ones. */
    version: z.number().int(),
    /** When the answer was computed: its data is as of then (a newer data version makes a new one). */
    updatedAt: z.string().meta({
      description: 'When this data was read from the database (ISO 8601)',
      example: '2026-11-26T21:04:00.000Z',
    }),
    board: z
      .array(ScreenBoardRow)
      .meta({ description: 'The top 20 (a screen shows 10 unless its address asks for 5 to 20)' }),
    newTops: z.array(ScreenNewTop).meta({ description: "Today's new top scores, latest first (10 at most)" }),
    movers: z
      .array(ScreenMover)
      .meta({ description: 'The biggest climbers of the board since yesterday (5 at most)' }),
  })
  .meta({ id: 'VenueScreen' });
export type VenueScreen = z.infer<typeof VenueScreen>;
