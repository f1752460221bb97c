/**
 * The size of the player history (`player_days`) at chain scale, on PostgreSQL (docs/performance.md,
 * "Player history size"): a year of rows for a chain of 1,000,000 players where 5% of the players
 * set a new best on a given day (50,000 rows a day, spread over 20 venues), written day by day as
 * the rollover writes them. Creates and drops its own database.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/bench/player-days-size.ts
 */
import fs from 'node:fs';
import pg from 'pg';

const PLAYERS = 1_000_000;
const SHARE = 0.05;
const DAYS = 365;
const VENUES = 20;
const NAME = 'arcade_pd_size';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL server');
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`drop database if exists ${NAME}`);
await admin.query(`create database ${NAME}`);
const target = new URL(url);
target.pathname = `/${NAME}`;
const db = new pg.Client({ connectionString: target.toString() });
await db.connect();
try {
  // The table exactly as the migration makes it.
  await db.query(fs.readFileSync('drizzle/0006_player_days.sql', 'utf8'));
  const perDay = Math.round(PLAYERS * SHARE);
  const started = Date.now();
  for (let d = 0; d < DAYS; d++) {
    // A different 5% each day; totals and positions of realistic magnitude.
    await db.query(
      `insert into player_days (player_id, location_id, day, total_score, position)
       select ((i::bigint * 7919 + $1::bigint * ${perDay}) % ${PLAYERS}) + 1, 1 + (i % ${VENUES}),
         date '2025-01-01' + $1::int, 20000 + (i * 37) % 1500000, 1 + (i * 13) % ${PLAYERS / VENUES}
       from generate_series(0, ${perDay - 1}) as i`,
      [d],
    );
  }
  await db.query('vacuum analyze player_days');
  const { rows } = await db.query(
    `select count(*)::bigint as rows, pg_relation_size('player_days') as heap,
       pg_indexes_size('player_days') as indexes, pg_total_relation_size('player_days') as total
     from player_days`,
  );
  const r = rows[0] as { rows: string; heap: string; indexes: string; total: string };
  const mb = (n: string) => `${(Number(n) / 1024 / 1024).toFixed(0)} MB`;
  console.info(
    `${Number(r.rows).toLocaleString('en-GB')} rows (${DAYS} days × ${perDay.toLocaleString('en-GB')}): ` +
      `table ${mb(r.heap)}, primary key ${mb(r.indexes)}, total ${mb(r.total)}, ` +
      `${(Number(r.total) / Number(r.rows)).toFixed(1)} bytes a row; written in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
} finally {
  await db.end();
  await admin.query(`drop database if exists ${NAME}`);
  await admin.end();
}
