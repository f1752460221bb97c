import { sql } from 'drizzle-orm';
import { HIDDEN_ROOM_ID } from '../../src/domain/constants';
import { type Database, queryRows } from '../../src/server/db/client';
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

/**
 * Imports feed records through the real pipeline, as of `now`. Trusted by default, as an admin's
 * accepted scores are: tests that set a board up often jump a player far past a level's top, which
 * the import would otherwise hold for review (that hold has its own tests: score-reviews.test.ts).
 */
export function importEvents(
  database: Database,
  events: readonly FeedEvent[],
  now: Date,
  options: { trusted?: boolean } = {},
): Promise<ImportSummary> {
  return importBatches(database, [numberedLines(ndjson(events))], {
    now: () => now,
    timeZone: 'UTC',
    source: 'test',
    ...(options.trusted === false ? {} : { trusted: true }),
  });
}

/**
 * Brings players into being at a venue: one score each on a level of a game the venue has (not
 * of the hidden room), a minute before `now`. Answers the venue's id.
 */
export async function importPlayers(
  database: Database,
  players: readonly string[],
  now: Date,
): Promise<number> {
  const [venue] = await queryRows<{ id: number; name: string; room: string; game: string }>(
    database.db,
    sql`select l.id, l.name, r.name as room, g.name as game from location_games lg
        join locations l on l.id = lg.location_id join games g on g.id = lg.game_id
        join rooms r on r.id = g.room_id where r.id <> ${HIDDEN_ROOM_ID} order by l.id limit 1`,
  );
  if (!venue) throw new Error('The seeded database has no venue with a game');
  const playedAt = new Date(now.getTime() - 60_000).toISOString();
  const events = players.map((player, i) => ({
    player,
    location: venue.name,
    room: venue.room,
    game: venue.game,
    level: 0,
    score: 500 + i,
    playedAt,
  }));
  await importEvents(database, events, now);
  return venue.id;
}
