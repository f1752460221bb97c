import pg from 'pg';
import { Random } from '../../../src/domain/random';

/** The players a benchmark asks for, each with the venues they play at. */
export interface Population {
  players: Array<{ name: string; venues: number[] }>;
  /** Venue id → name (a venue board is asked for by name). */
  venueNames: Map<number, string>;
}

/**
 * Every player with a score, and their venues, read straight from the benchmark's database; put in
 * a seeded random order, which is their popularity rank (see Zipf): the most asked-for player is
 * no one in particular, as on a real site where a regular's friends look them up.
 */
export async function loadPopulation(env: Record<string, string>, seed = 7): Promise<Population> {
  const rows = await queryDatabase(
    env,
    `select p.name, array_agg(t.location_id order by t.location_id) as venues
     from player_totals t join players p on p.id = t.player_id
     where t.total_score > 0 group by p.id, p.name`,
  );
  const venueRows = await queryDatabase(env, 'select id, name from locations');
  const players = rows.map((r) => ({ name: String(r.name), venues: (r.venues as number[]).map(Number) }));
  const random = new Random(seed);
  for (let i = players.length - 1; i > 0; i--) {
    const j = Math.floor(random.float() * (i + 1));
    [players[i], players[j]] = [
      players[j] as (typeof players)[number],
      players[i] as (typeof players)[number],
    ];
  }
  return { players, venueNames: new Map(venueRows.map((r) => [Number(r.id), String(r.name)])) };
}

/** Runs one query on the benchmark's database: PostgreSQL, or a PGlite folder no server holds. */
async function queryDatabase(
  env: Record<string, string>,
  sql: string,
): Promise<Array<Record<string, unknown>>> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const { createPglite } = await import('../../../src/server/db/pglite');
  const db = await createPglite(env.PGLITE_DIR);
  try {
    return (await db.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await db.close();
  }
}
