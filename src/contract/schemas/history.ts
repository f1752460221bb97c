import { z } from 'zod';
import { DEFAULT_HISTORY_RANGE, HISTORY_RANGES } from '../../domain/history';

/** The span a player's history is read over: 7, 30, 90 or 365 days back, or all of it. */
export const HistoryRangeQuery = z.object({
  range: z
    .enum(HISTORY_RANGES, { error: `The range must be one of ${HISTORY_RANGES.join(', ')}.` })
    .default(DEFAULT_HISTORY_RANGE)
    .meta({ description: 'Days back from today, or all', example: '90' }),
});

/** One day of a player's history at a venue: their figures at the day's end. */
const HistoryPoint = z
  .object({
    day: z.string().meta({ description: 'The business day, YYYY-MM-DD', example: '2026-03-04' }),
    totalScore: z.number().int().meta({ example: 512_300 }),
    position: z
      .number()
      .int()
      .meta({ description: 'Place on the venue board at the day’s end (1 is the top)', example: 12 }),
  })
  .meta({ id: 'HistoryPoint' });

/**
 * A player's history at a venue: one point per day their total changed there, oldest first. A day
 * without a point is a day they set no new best at the venue.
 */
export const PlayerHistory = z
  .object({
    playerName: z.string(),
    locationId: z.number().int(),
    range: z.enum(HISTORY_RANGES),
    from: z
      .string()
      .nullable()
      .meta({ description: 'The first day the range covers (null for all)', example: '2026-08-22' }),
    points: z.array(HistoryPoint),
  })
  .meta({ id: 'PlayerHistory' });
export type PlayerHistory = z.infer<typeof PlayerHistory>;
