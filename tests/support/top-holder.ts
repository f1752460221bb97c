import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/client';
import { ndjson } from './events';

/** A level whose top a player holds at a venue. */
export interface HeldTop {
  room: string;
  game: string;
  level: number;
  top: number;
}

/**
 * The seeded player holding the most tops at one venue (outside the hidden games' room), with the
 * venue and the tops they hold there: each test of the overtaken alerts takes one.
 */
export async function topHolder(db: Db, atLeast: number) {
  const [top] = await queryRows<{ player_id: number; name: string; location_id: number; venue: string }>(
    db,
    sql`select s.player_id, p.name, s.location_id, l.name as venue from scores s
        join level_tops t using (location_id, game_id, level) join players p on p.id = s.player_id
        join locations l on l.id = s.location_id join games g on g.id = s.game_id
        where s.high_score = t.top_score and g.room_id <> 21
        group by s.player_id, p.name, s.location_id, l.name order by count(*) desc, s.player_id limit 1`,
  );
  if (!top) throw new Error('The seeded database has no top score');
  const owner = { id: top.player_id, name: top.name };
  const venue = { id: top.location_id, name: top.venue };
  const held = await queryRows<HeldTop>(
    db,
    sql`select r.name as room, g.name as game, s.level, t.top_score as top from scores s
        join level_tops t using (location_id, game_id, level) join games g on g.id = s.game_id
        join rooms r on r.id = g.room_id
        where s.player_id = ${owner.id} and s.location_id = ${venue.id} and s.high_score = t.top_score
          and g.room_id <> 21 order by g.id, s.level`,
  );
  expect(held.length).toBeGreaterThanOrEqual(atLeast);
  return { owner, venue, held };
}

/** The ingest request of one score `by` above a held top, played ten minutes before `at`. */
export function beatingTop(
  level: HeldTop,
  venue: string,
  at: Date,
  token: string,
  player = 'Rival Rex',
  by = 100,
): RequestInit {
  const event = {
    player,
    location: venue,
    room: level.room,
    game: level.game,
    level: level.level,
    score: level.top + by,
    playedAt: new Date(at.getTime() - 10 * 60_000).toISOString(),
  };
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${token}` },
    body: ndjson([event]),
  };
}
