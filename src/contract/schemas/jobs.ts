import { z } from 'zod';

/** What an ingest request did. */
export const IngestResult = z
  .object({
    batches: z.number().int(),
    records: z.number().int(),
    accepted: z.number().int().meta({ description: 'New events' }),
    duplicates: z.number().int().meta({ description: 'Events already known (re-imports change nothing)' }),
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
