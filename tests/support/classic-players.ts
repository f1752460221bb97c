import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/server/db/client';

/** A seeded player and their venues (best first, as the API lists them). */
export interface SeededPlayer {
  name: string;
  venues: Array<{ id: number; name: string }>;
}

/** The first seeded player with exactly `count` venues (or at least 2 with 'several'), from the database. */
export async function seededPlayer(db: Db, count: number | 'several', skip = 0): Promise<SeededPlayer> {
  const having = count === 'several' ? sql`count(*) > 1` : sql`count(*) = ${count}`;
  const rows = await queryRows<{ name: string; id: number; venue: string }>(
    db,
    sql`
    select p.name, l.id, l.name as venue from player_totals t join players p on p.id = t.player_id
    join locations l on l.id = t.location_id
    where t.total_score > 0 and t.player_id = (
      select player_id from player_totals where total_score > 0
      group by player_id having ${having} order by player_id limit 1 offset ${skip})
    order by t.total_score desc, l.id`,
  );
  const first = rows[0];
  if (!first) throw new Error(`No seeded player with ${count} venues`);
  return { name: first.name, venues: rows.map((r) => ({ id: r.id, name: r.venue })) };
}

/** Another seeded player with scores at a venue (the best one there who is not `except`). */
export async function seededPlayerAt(db: Db, locationId: number, except: string): Promise<string> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`
    select p.name from player_totals t join players p on p.id = t.player_id
    where t.location_id = ${locationId} and t.total_score > 0 and p.name <> ${except}
    order by t.total_score desc limit 1`,
  );
  const first = rows[0];
  if (!first) throw new Error(`No other player at venue ${locationId}`);
  return first.name;
}
