import { sql } from 'drizzle-orm';
import { yearStart } from '../../src/domain/days';
import { insertColumns } from '../../src/server/db/bulk';
import { type Database, queryRows } from '../../src/server/db/client';
import { importBatch } from '../../src/server/jobs/import/apply';
import type { NumberedLine } from '../../src/server/jobs/import/records';
import { DEFAULT_BATCH_SIZE } from '../../src/server/jobs/import/run';
import { floorLoad } from './import-floor';
import { type Copier, csvField } from './support/copy';

export interface ImportBenchResult {
  events: number;
  /** Score events per second through the real import (parsing, scores, derived tables). */
  eventsPerSecond: number;
  /** The same rows inserted into a bare unindexed table, in the same batches. */
  ceilingPerSecond: number;
  /** The same rows COPYed into the bare table, in the same batches (PostgreSQL only). */
  copyPerSecond?: number | undefined;
  /** Against the faster of the two bare loads. */
  ratio: number;
  /**
   * Events/s of the least an import with the product's guarantees writes: the event log and best
   * scores alone (tests/bench/import-floor.ts; PostgreSQL only).
   */
  floorPerSecond?: number | undefined;
}

const BARE_COLUMNS = ['player', 'location', 'room', 'game', 'level', 'score', 'playedAt'] as const;
/** A feed record as the benchmark's feed writes it, parsed back from its line. */
export type BareRow = Record<(typeof BARE_COLUMNS)[number], string | number>;

/** Rows per second loading every batch, parsed as the import parses it, with `load`. */
async function bareLoad(
  database: Database,
  batches: readonly NumberedLine[][],
  load: (rows: BareRow[]) => Promise<unknown>,
): Promise<number> {
  await database.db.execute(
    sql`create table bench_ceiling (player text, location text, room text, game text, level int, score bigint, played_at timestamptz)`,
  );
  let rows = 0;
  const started = performance.now();
  for (const batch of batches) {
    await load(batch.map((l) => JSON.parse(l.text) as BareRow));
    rows += batch.length;
  }
  const seconds = (performance.now() - started) / 1000;
  await database.db.execute(sql`drop table bench_ceiling`);
  return rows / seconds;
}

/**
 * Deterministic feed records in import batches, as a venue's feed brings them: a tenth from new
 * players, the rest from existing players at one of the venues they play at, on that venue's games,
 * today's plays. `from` numbers the first record, so that two feeds of one chain do not overlap.
 */
export async function feed(database: Database, events: number, from = 0): Promise<NumberedLine[][]> {
  const slots = await queryRows<{
    location_id: number;
    location: string;
    room: string;
    game: string;
    game_id: number;
  }>(
    database.db,
    sql`select l.id as location_id, l.name as location, r.name as room, g.name as game, g.id as game_id
        from location_games lg join locations l on l.id = lg.location_id
        join games g on g.id = lg.game_id join rooms r on r.id = g.room_id
        order by l.id, g.id`,
  );
  const gamesOf = new Map<number, typeof slots>();
  for (const slot of slots) gamesOf.set(slot.location_id, [...(gamesOf.get(slot.location_id) ?? []), slot]);
  const regulars = await queryRows<{ name: string; location_id: number }>(
    database.db,
    sql`select p.name, t.location_id from player_totals t join players p on p.id = t.player_id
        order by t.player_id, t.location_id`,
  );
  // Scores as a venue's machines send them: mostly below the level's top, a few new tops within a
  // tenth of it (a score far above every top is held for review, which is not what a feed brings).
  const tops = new Map(
    (
      await queryRows<{ location_id: number; game_id: number; level: number; top_score: number }>(
        database.db,
        sql`select location_id, game_id, level::int as level, top_score from level_tops`,
      )
    ).map((t) => [`${t.location_id}|${t.game_id}|${t.level}`, t.top_score]),
  );
  const batches: NumberedLine[][] = [];
  const now = Date.now();
  for (let i = from; i < from + events; i += DEFAULT_BATCH_SIZE) {
    const batch: NumberedLine[] = [];
    for (let j = i; j < Math.min(from + events, i + DEFAULT_BATCH_SIZE); j++) {
      const regular = regulars[(j * 104_729) % regulars.length] as (typeof regulars)[number];
      const games = gamesOf.get(regular.location_id) ?? slots;
      const slot = games[(j * 7919) % games.length] as (typeof slots)[number];
      const record = {
        player: j % 10 === 0 ? `Bench Player ${j}` : regular.name,
        location: slot.location,
        room: slot.room,
        game: slot.game,
        level: j % 10,
        score: Math.max(
          10,
          Math.round(
            (tops.get(`${slot.location_id}|${slot.game_id}|${j % 10}`) ?? 5000) *
              (0.3 + (((j * 2_654_435_761) % 1000) / 1000) * 0.8),
          ),
        ),
        playedAt: new Date(now - (j % 3_600) * 1000).toISOString(),
      };
      batch.push({ line: j - i + 1, text: JSON.stringify(record) });
    }
    batches.push(batch);
  }
  return batches;
}

/**
 * The import pipeline's throughput, against bare loads of the same rows (the ceiling): multi-row
 * inserts, as the import writes, and COPY when a copier is given.
 */
export async function benchImport(
  database: Database,
  batches: readonly NumberedLine[][],
  copier?: Copier,
): Promise<ImportBenchResult> {
  const events = batches.reduce((sum, b) => sum + b.length, 0);
  const now = new Date();

  const ceilingPerSecond = await bareLoad(database, batches, (rows) =>
    insertColumns(database.db, 'bench_ceiling', {
      player: ['text', rows.map((r) => r.player)],
      location: ['text', rows.map((r) => r.location)],
      room: ['text', rows.map((r) => r.room)],
      game: ['text', rows.map((r) => r.game)],
      level: ['int', rows.map((r) => r.level)],
      score: ['bigint', rows.map((r) => r.score)],
      played_at: ['timestamptz', rows.map((r) => r.playedAt)],
    }),
  );
  const copyPerSecond = copier
    ? await bareLoad(database, batches, (rows) =>
        copier.copy(
          'bench_ceiling',
          rows.map((r) => `${BARE_COLUMNS.map((c) => csvField(r[c])).join(',')}\n`),
        ),
      )
    : undefined;

  const floorPerSecond = copier ? await floorLoad(database, batches, copier) : undefined;

  const started = performance.now();
  for (const [i, batch] of batches.entries()) {
    await importBatch(database, batch, { now, yearFrom: yearStart(now, 'UTC'), source: `bench-${i}` });
  }
  const eventsPerSecond = events / ((performance.now() - started) / 1000);
  const best = Math.max(ceilingPerSecond, copyPerSecond ?? 0);
  return {
    events,
    eventsPerSecond,
    ceilingPerSecond,
    copyPerSecond,
    floorPerSecond,
    ratio: eventsPerSecond / best,
  };
}
