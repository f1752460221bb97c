import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, wrapPglite } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { createPglite } from '../../src/server/db/pglite';
import { seedDatabase } from '../../src/server/jobs/seed/write';
import { TEST_SEED } from '../support/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres';
    /** PGlite: a migrated, seeded data folder dump each test file starts from. */
    pgliteDump: string;
    /** PGlite: the same database migrated and empty, before the seed (the seed's own tests). */
    pgliteEmptyDump: string;
    /** PostgreSQL: server URL and the migrated, seeded template database. */
    postgresUrl: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates (with the real migrations) and seeds one database per run; test files then start from
 * copies of it: a PGlite dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.provide.databaseKind;
  if (kind === 'pglite') {
    const dump = await seededDump();
    project.provide('pgliteDump', dump.files.seeded);
    project.provide('pgliteEmptyDump', dump.files.empty);
    return dump.release;
  }

  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The postgres API project needs DATABASE_URL');
  const template = `arcade_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await admin.end();
  const database = await openDatabase({
    databaseUrl: withDatabase(url, template),
    pgliteDir: '',
    timeoutMs: 0,
  });
  await migrateDatabase(database);
  await seedDatabase(database, TEST_SEED);
  await database.close();
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', template);
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`arcade_t_${process.pid}_%`, template],
    );
    for (const row of rows) await c.query(`drop database if exists ${row.datname} with (force)`);
    await c.end();
  };
}

/**
 * The same server URL with another database name. Test connections commit without waiting for the
 * write-ahead log to reach the disk (`synchronous_commit=off`): a crash of the server would lose
 * the last test database's writes, which nobody keeps, and each commit stops costing a disk flush.
 */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  u.searchParams.set('options', '-c synchronous_commit=off');
  return u.toString();
}

/** The seeded PGlite dump of this run, shared by every project that asks for one (made once). */
interface SharedDump {
  files: DumpFiles;
  /** Deletes the dump once the last project that asked for it is done. */
  release(): void;
}

const DUMP_KEY = Symbol.for('arcade-stats.tests.pglite-dump');
type DumpHolder = { [DUMP_KEY]?: { files: Promise<DumpFiles>; users: number } };

/** The dumps' files: the migrated database empty, and seeded. */
interface DumpFiles {
  empty: string;
  seeded: string;
}

/**
 * The API tests and the page tests start from the same seeded database: the first project's setup
 * seeds it (about 10 s), the others wait for that one dump (global setups share this process).
 */
async function seededDump(): Promise<SharedDump> {
  const holder = globalThis as DumpHolder;
  holder[DUMP_KEY] ??= { files: makeDumps(), users: 0 };
  const shared = holder[DUMP_KEY];
  shared.users++;
  const files = await shared.files;
  return {
    files,
    release() {
      if (--shared.users > 0) return;
      delete holder[DUMP_KEY];
      fs.rmSync(path.dirname(files.seeded), { recursive: true, force: true });
    },
  };
}

async function makeDumps(): Promise<DumpFiles> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-api-'));
  const client = await createPglite();
  const database = wrapPglite(client);
  const save = async (name: string) => {
    const file = path.join(dir, name);
    // A copy opened from a dump taken after a checkpoint has no write-ahead log to replay: each
    // test file's opens in about 0.45 s instead of 0.7 s.
    await client.exec('CHECKPOINT');
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await migrateDatabase(database);
  const empty = await save('migrated.tar');
  await seedDatabase(database, TEST_SEED);
  const seeded = await save('seeded.tar');
  await database.close();
  return { empty, seeded };
}
