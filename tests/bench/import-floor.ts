import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../src/server/db/client';
import type { NumberedLine } from '../../src/server/jobs/import/records';
import type { BareRow } from './import';
import type { Copier } from './support/copy';

/**
 * The least any import that keeps the product's guarantees must do per event, on PostgreSQL: add
 * it to an event log whose key makes a re-import change nothing, and raise the level's best score
 * (the table every player page reads). No validation, no name lookups (ids are resolved before
 * the clock starts), no totals, tops, yearly figures or alerts: only those two tables' writes,
 * with their indexes, on copies of the seeded tables. If this floor is under the import target's
 * share of a bare COPY, no import with these guarantees reaches it on this machine.
 */
export async function floorLoad(
  database: Database,
  batches: readonly NumberedLine[][],
  copier: Copier,
): Promise<number> {
  const rows = await resolvedRows(database, batches);
  await copySeededTables(database);
  try {
    const started = performance.now();
    for (const batch of rows) await floorBatch(copier, batch);
    return rows.reduce((sum, b) => sum + b.length, 0) / ((performance.now() - started) / 1000);
  } finally {
    await database.db.execute(sql`drop table if exists floor_events, floor_scores`);
  }
}

/** Each batch's events as CSV lines of ids, as the import has them once it has resolved names. */
async function resolvedRows(database: Database, batches: readonly NumberedLine[][]): Promise<string[][]> {
  const players = new Map(
    (await queryRows<{ id: number; name: string }>(database.db, sql`select id, name from players`)).map(
      (p) => [p.name, p.id],
    ),
  );
  const venues = new Map(
    (await queryRows<{ id: number; name: string }>(database.db, sql`select id, name from locations`)).map(
      (l) => [l.name, l.id],
    ),
  );
  const games = new Map(
    (
      await queryRows<{ id: number; room: string; name: string }>(
        database.db,
        sql`select g.id, r.name as room, g.name from games g join rooms r on r.id = g.room_id`,
      )
    ).map((g) => [`${g.room}|${g.name}`, g.id]),
  );
  // A new player gets the next id, as the import would give them.
  let nextId = 1;
  for (const id of players.values()) nextId = Math.max(nextId, id + 1);
  return batches.map((batch) =>
    batch.map(({ text }) => {
      const r = JSON.parse(text) as BareRow;
      const name = String(r.player);
      let player = players.get(name);
      if (player === undefined) {
        player = nextId++;
        players.set(name, player);
      }
      const venue = venues.get(String(r.location));
      const game = games.get(`${r.room}|${r.game}`);
      if (venue === undefined || game === undefined) throw new Error(`Feed record off the catalog: ${text}`);
      return `${player},${venue},${game},${r.level},${r.playedAt},${r.score}\n`;
    }),
  );
}

/** floor_events and floor_scores: the seeded event log and best scores, with the same indexes. */
async function copySeededTables(database: Database): Promise<void> {
  const { db } = database;
  // Filled first and indexed after, as a restore does: the copy is set-up, not measured.
  await db.execute(sql`create table floor_events as select * from score_events`);
  await db.execute(
    sql`alter table floor_events add primary key (player_id, location_id, game_id, level, played_at, score)`,
  );
  await db.execute(sql`create table floor_scores as select * from scores`);
  await db.execute(sql`alter table floor_scores add primary key (player_id, location_id, game_id, level)`);
  await db.execute(sql`create index on floor_scores (location_id, game_id, level, high_score desc)`);
  await db.execute(sql`create index on floor_scores (achieved_at)`);
  await db.execute(sql`vacuum analyze floor_events, floor_scores`);
  // The measured writes start from a clean checkpoint, as the import's do after the seed.
  await db.execute(sql`checkpoint`);
}

/** One batch in one transaction: staged by COPY, new events appended, best scores raised. */
async function floorBatch(copier: Copier, lines: readonly string[]): Promise<void> {
  await copier.query('begin');
  try {
    await copier.query(
      'create temporary table floor_stage (player_id int, location_id int, game_id int, level smallint, played_at timestamptz, score int) on commit drop',
    );
    await copier.copy('floor_stage', lines);
    await copier.query(`
      with added as (
        insert into floor_events select * from floor_stage on conflict do nothing returning *
      )
      insert into floor_scores (player_id, location_id, game_id, level, high_score, times, achieved_at)
      select player_id, location_id, game_id, level, max(score), count(*), max(played_at)
      from added group by player_id, location_id, game_id, level
      on conflict (player_id, location_id, game_id, level) do update set
        times = floor_scores.times + excluded.times,
        achieved_at = case when excluded.high_score > floor_scores.high_score
          then excluded.achieved_at else floor_scores.achieved_at end,
        high_score = greatest(floor_scores.high_score, excluded.high_score)`);
    await copier.query('commit');
  } catch (error) {
    await copier.query('rollback');
    throw error;
  }
}
