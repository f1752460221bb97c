import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type DatabaseKind = 'postgres' | 'pglite';

/** A database made for one benchmark, and the environment that points the site at it. */
export interface BenchDatabase {
  kind: DatabaseKind;
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** The PostgreSQL server to benchmark on: BENCH_DATABASE_URL, DATABASE_URL, or the local one. */
function serverUrl(): URL {
  return new URL(
    // An empty DATABASE_URL means the embedded database to the site: here, the local server.
    process.env.BENCH_DATABASE_URL ||
      process.env.DATABASE_URL ||
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
}

async function onServer(statement: string): Promise<void> {
  const url = serverUrl();
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database: a new PostgreSQL database on the server, or a new PGlite directory. */
export async function freshDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'arcade-bench-'));
    return {
      kind,
      env: { PGLITE_DIR: dir, DATABASE_URL: '' },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `arcade_bench_${Date.now()}_${process.pid}`;
  await onServer(`create database ${name}`);
  const url = serverUrl();
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.toString() },
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}
