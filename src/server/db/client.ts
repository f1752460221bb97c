import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type BulkLoad, copyColumns } from './copy';
import { acquireDirLock, type DirLock } from './dir-lock';
import { createPglite, takingTurns } from './pglite';
import * as schema from './schema';

/**
 * Runs a raw SQL query and returns its rows, typed by the caller (both drivers answer `{ rows }`;
 * the shared database type leaves the answer's shape to the driver). Only for what the query
 * builder cannot say, written with the schema's tables and columns (docs/architecture.md, "Data
 * access"): a builder query's rows are typed by the schema.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and what the server needs to look after it. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** One round trip; rejects when the database is unreachable or slower than the time-out. */
  ping(): Promise<void>;
  /**
   * The same database for the long jobs a server runs (rollover, import): without the per-statement
   * time-out that keeps requests from hanging, which a chain-sized rollover outlasts. Opened on
   * first use; closed with this one.
   */
  forJobs(): Database;
  /**
   * Calls `onNotify` for each notification on `channel` (NOTIFY, from any process on the same
   * database); returns the unsubscribe. PostgreSQL keeps a connection of its own for it and
   * reconnects when it drops.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * A transaction whose work may also COPY rows in (`copy`, on the transaction's own connection:
   * PostgreSQL). PGlite takes no COPY from a stream here, so `copy` is undefined and the caller
   * inserts instead.
   */
  copyTransaction<T>(work: (tx: Db, copy: BulkLoad | undefined) => Promise<T>): Promise<T>;
  /** Applies the pending migrations of `folder` with the driver's own migrator. */
  migrate(folder: string): Promise<void>;
  /**
   * PostgreSQL's pool of request connections, for a library that takes one (the shared rate
   * limits' store); PGlite has none.
   */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Thrown when the database cannot be reached or answers too slowly. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/**
 * Thrown at once when every connection is taken and `maxQueue` requests already wait for one:
 * the server answers 503 with Retry-After instead of queueing into its statement time-out.
 */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

interface OpenOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database. */
  pgliteDir: string;
  /** Time-out for connecting and for each statement, in ms; 0 lets statements run as long as they need (jobs). */
  timeoutMs: number;
  /** Most connections to PostgreSQL at once. */
  poolSize?: number;
  /** Most requests waiting for a connection; one more is refused (DatabaseBusyError). */
  maxQueue?: number;
}

/** Opens the configured database: PostgreSQL through `pg`, or PGlite in a folder this process locks. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.timeoutMs, options.poolSize ?? 20, options.maxQueue);
  const lock = acquireDirLock(options.pgliteDir);
  try {
    const client = await createPglite(options.pgliteDir);
    return wrapPglite(client, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Wraps an already-open PGlite (tests start each case from a migrated in-memory copy). */
export function wrapPglite(client: PGlite, lock?: DirLock): Database {
  const pgliteDb = drizzlePglite({ client: takingTurns(client), schema });
  const db: Db = pgliteDb;
  const database: Database = {
    db,
    driver: 'pglite',
    async ping() {
      if (client.closed) throw new DatabaseUnavailableError('The embedded database is closed');
      await client.query('select 1');
    },
    // PGlite runs in this process and has no time-outs to lift.
    forJobs: () => database,
    async listen(channel, onNotify) {
      return client.listen(channel, onNotify);
    },
    copyTransaction: (work) => db.transaction((tx) => work(tx, undefined)),
    migrate: (migrationsFolder) => migratePglite(pgliteDb, { migrationsFolder }),
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
  return database;
}

/** A pool whose queue of waiting requests is bounded (see DatabaseBusyError). */
class BoundedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly maxQueue: number,
  ) {
    super(config);
  }

  // pg's query() goes through connect() too.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | undefined {
    if (
      this.idleCount === 0 &&
      this.totalCount >= (this.options.max ?? 10) &&
      this.waitingCount >= this.maxQueue
    ) {
      const busy = new DatabaseBusyError('Every database connection is busy');
      if (!callback) return Promise.reject(busy);
      callback(busy, undefined, () => {});
      return undefined;
    }
    if (!callback) return super.connect();
    super.connect(callback);
    return undefined;
  }
}

function openPostgres(
  url: string,
  timeoutMs: number,
  max: number,
  maxQueue = Number.POSITIVE_INFINITY,
): Database {
  const pool = new BoundedPool(
    {
      connectionString: url,
      max,
      connectionTimeoutMillis: timeoutMs > 0 ? timeoutMs : 10_000,
      // query_timeout bounds the wait on the client side too, so a dead server never hangs a request.
      ...(timeoutMs > 0 ? { query_timeout: timeoutMs, statement_timeout: timeoutMs } : {}),
      idleTimeoutMillis: 10_000,
    },
    maxQueue,
  );
  // An idle client losing its server emits here; unhandled, it would crash the process.
  pool.on('error', () => {});
  const pgDb = drizzlePg({ client: pool, schema });
  const db: Db = pgDb;
  let jobs: Database | undefined;
  const database: Database = {
    db,
    driver: 'postgres',
    pool,
    async ping() {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        throw new DatabaseUnavailableError(describeError(error));
      }
    },
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    async copyTransaction(work) {
      // drizzle over one checked-out connection: its transaction and the COPY share it.
      const connection = await pool.connect();
      let broken: Error | undefined;
      const copy: BulkLoad = (table, columns) =>
        copyColumns(connection, table, columns).catch((error: Error) => {
          // A connection that failed mid-COPY is in no state to be reused.
          broken = error;
          throw error;
        });
      try {
        const onConnection: Db = drizzlePg({ client: connection, schema });
        return await onConnection.transaction((tx) => work(tx, copy));
      } finally {
        connection.release(broken);
      }
    },
    migrate: (migrationsFolder) => migratePg(pgDb, { migrationsFolder }),
    forJobs() {
      if (timeoutMs === 0) return database;
      // Two connections: jobs take a lock and run one at a time anyway.
      jobs ??= openPostgres(url, 0, 2);
      return jobs;
    },
    async close() {
      await pool.end();
      await jobs?.close();
    },
  };
  return database;
}

/** How long a dropped LISTEN connection waits before connecting again. */
const RELISTEN_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the
 * connection drops (the server restarted), it connects again after a second, and again, until
 * it is stopped; missed notifications are the caller's to catch up on (DataVersion polls).
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    const retry = () => {
      if (client === next) client = undefined;
      void next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect(), RELISTEN_MS).unref();
    };
    next.on('error', retry);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      client = next;
      next.once('end', retry);
      // What happened while it was away.
      onNotify();
    } catch {
      retry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

// PGlite hands bigint (int8) columns back as numbers; make node-postgres do the same so counts,
// ranks and sums have one type whichever driver runs. Our values stay far below 2^53. It has to
// be pg's global parser: drizzle passes its own per-query parsers, which defer to the global ones.
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof Error && cause.message) return cause.message;
    return error.message || error.name;
  }
  return String(error);
}
