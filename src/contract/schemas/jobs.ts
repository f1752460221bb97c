import { z } from 'zod';

/** A score the import held for an admin's review: above its level's plausibility bound. */
const HeldScoreLine = z
  .object({
    line: z.number().int().meta({ description: 'The line of the body it was on' }),
    player: z.string().meta({ example: 'KarmaDancer' }),
    locationId: z.number().int(),
    gameId: z.number().int(),
    level: z.number().int().meta({ description: 'Level number, 0-based (shown 1-10)' }),
    score: z.number().int().meta({ example: 900_000 }),
    topScore: z
      .number()
      .int()
      .meta({ description: "The level's top at the venue when it came", example: 5800 }),
    bound: z.number().int().meta({ description: 'The plausibility bound it was above', example: 11_600 }),
  })
  .meta({ id: 'HeldScoreLine' });

/** What an ingest request did. */
export const IngestResult = z
  .object({
    batches: z.number().int(),
    records: z.number().int(),
    accepted: z.number().int().meta({ description: 'New events' }),
    duplicates: z.number().int().meta({ description: 'Events already known (re-imports change nothing)' }),
    held: z.array(HeldScoreLine).meta({
      description:
        "Scores above their level's plausibility bound: kept for an admin's review (Held scores), counted nowhere until accepted",
    }),
  })
  .meta({ id: 'IngestResult' });
export type IngestResult = z.infer<typeof IngestResult>;

/** What a rollover did. */
export const RolloverResult = z
  .object({
    day: z.string().meta({ example: '2026-11-21' }),
    skipped: z.boolean().meta({ description: 'The day was rolled over already' }),
    profiles: z.number().int().meta({ description: 'Tracked profile snapshots written' }),
    yearlyReset: z.boolean(),
  })
  .meta({ id: 'RolloverResult' });
export type RolloverResult = z.infer<typeof RolloverResult>;

/** Which day to roll over. */
export const RolloverRequest = z
  .object({
    day: z.iso.date().optional().meta({ description: 'Default: yesterday', example: '2026-11-21' }),
    force: z.boolean().optional().meta({ description: 'Roll over again a day already done' }),
  })
  .meta({ id: 'RolloverRequest' });
export type RolloverRequest = z.infer<typeof RolloverRequest>;
