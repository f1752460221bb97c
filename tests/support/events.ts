import type { Database } from '../../src/server/db/client';
import { type ImportSummary, importBatches, numberedLines } from '../../src/server/jobs/import/run';

/** A feed record as the venue sends it. */
export interface FeedEvent {
  player: string;
  location: string;
  room: string | number;
  game: string;
  level: number;
  score: number;
  playedAt: string;
}

/** NDJSON text of feed records. */
export function ndjson(events: readonly unknown[]): string {
  return events.map((e) => JSON.stringify(e)).join('\n');
}

/** Imports feed records through the real pipeline, as of `now`. */
export function importEvents(
  database: Database,
  events: readonly FeedEvent[],
  now: Date,
): Promise<ImportSummary> {
  return importBatches(database, [numberedLines(ndjson(events))], {
    now: () => now,
    timeZone: 'UTC',
    source: 'test',
  });
}
