import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import pg from 'pg';
import { inject } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/contract/security';
import { createApp } from '../../src/server/app';
import { createSession } from '../../src/server/auth/sessions';
import { type Config, loadConfig } from '../../src/server/config';
import { DataVersion } from '../../src/server/data-version';
import { type Database, openDatabase, queryRows, wrapPglite } from '../../src/server/db/client';
import { createPglite } from '../../src/server/db/pglite';
import type { ApiBindings, AppEnv } from '../../src/server/http/env';
import { CachedReads } from '../../src/server/services/cached-reads';
import { ReadCache } from '../../src/server/services/read-cache';
import { TEST_SEED } from '../support/seed';
import { withDatabase } from './global-setup';

/** A copy of the seeded test database, and the API on top of it, for one test file. */
export interface TestApi {
  app: Hono<AppEnv>;
  /** The data version the app serves (moved by every write). */
  versions: DataVersion;
  /** The answers the app keeps (see ReadCache). */
  reads: ReadCache;
  /** The public reads on those answers, as the pages use them. */
  cached: CachedReads;
  database: Database;
  config: Config;
  /** Unexpected errors the API reported (a 500 anywhere fails the test that caused it). */
  unexpected: unknown[];
  /** GET a path and parse the JSON answer; `bindings` as the server passes them (the client's address). */
  get(path: string, headers?: Record<string, string>, bindings?: ApiBindings): Promise<ApiAnswer>;
  /**
   * A mutating request as this site's own page sends it: same Origin, and the anti-forgery cookie
   * echoed in its header. `cookies` adds e.g. a session; `xsrf: false` or `origin` break the checks.
   */
  send(method: 'POST' | 'PUT' | 'DELETE', path: string, options?: SendOptions): Promise<ApiAnswer>;
  close(): Promise<void>;
}

/** A parsed answer: status, JSON body (or text), headers. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** How `send` builds its request. */
export interface SendOptions {
  body?: unknown;
  cookies?: string;
  xsrf?: boolean;
  origin?: string;
}

let counter = 0;

/** The instant tests run at: an hour after the seeded history ends, the same business day. */
export const TEST_NOW = new Date(TEST_SEED.now.getTime() + 3_600_000);

/**
 * Opens a fresh copy of the seeded database (PGlite or PostgreSQL, per project); `timeoutMs` is
 * the PostgreSQL statement time-out, as DB_TIMEOUT_MS sets it for a server.
 */
export async function openTestDatabase(timeoutMs = 5000): Promise<Database> {
  if (inject('databaseKind') === 'pglite') return openPgliteCopy(inject('pgliteDump'));
  const url = inject('postgresUrl');
  const name = `arcade_t_${process.ppid}_${process.pid}_${counter++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const database = await openDatabase({
    databaseUrl: withDatabase(url, name),
    pgliteDir: '',
    timeoutMs,
  });
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A dump's bytes as PGlite reads them (`await blob.arrayBuffer()`), handed over as they are. Node
 * copies a Blob made from a Buffer chunk by chunk on each `arrayBuffer()`: 1.0-1.3 s for the 92 MB
 * dump on the two-core host, more than PGlite's own start. PGlite only reads the bytes (it copies
 * each file out of the archive), so every copy a worker opens shares one read of the file.
 */
class DumpBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super();
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}
const dumpBlobs = new Map<string, DumpBlob>();

/** A PGlite database loaded from a dump (a fifth of the time an empty one takes to initialise). */
export async function openPgliteCopy(dump: string): Promise<Database> {
  let blob = dumpBlobs.get(dump);
  if (!blob) {
    const bytes = fs.readFileSync(dump);
    blob = new DumpBlob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    dumpBlobs.set(dump, blob);
  }
  return wrapPglite(await createPglite(undefined, { loadDataDir: blob }));
}

/** Configuration for tests: defaults, with overrides. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', ROLLOVER_ENABLED: 'false', ...overrides });
}

async function parse(response: Response): Promise<ApiAnswer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body, headers: response.headers };
}

/** Every API a test started and has not closed: tests/api/no-server-errors.ts checks them after each test. */
export const liveApis = new Set<TestApi>();

/** Starts the API in-process on a fresh copy of the seeded database. */
export async function startTestApi(
  options: {
    config?: Config;
    database?: Database;
    now?: () => Date;
    reads?: ReadCache;
    /** How often the data version is polled (quickly by default; a test holding the pool's only connection wants it rare). */
    pollMs?: number;
  } = {},
): Promise<TestApi> {
  const database = options.database ?? (await openTestDatabase());
  const config = options.config ?? testConfig();
  const unexpected: unknown[] = [];
  const now = options.now ?? (() => TEST_NOW);
  // As a server follows it: notified of writes by anyone, and polling in case (quickly, here).
  const versions = new DataVersion(database);
  await versions.start(options.pollMs ?? 50);
  const reads = options.reads ?? new ReadCache({ version: () => versions.current });
  const app = createApp({
    versions,
    reads,
    config,
    database,
    reportError: (error) => unexpected.push(error),
    now,
  });
  const api: TestApi = {
    app,
    versions,
    reads,
    cached: new CachedReads(database.db, reads),
    database,
    config,
    unexpected,
    async get(path, headers = {}, bindings) {
      return parse(await app.request(path, { headers }, bindings));
    },
    async send(method, path, options: SendOptions = {}) {
      const token = 'test-xsrf-token';
      const cookies = [`${XSRF_COOKIE}=${token}`, ...(options.cookies ? [options.cookies] : [])].join('; ');
      const headers: Record<string, string> = {
        cookie: cookies,
        origin: options.origin ?? 'http://localhost',
      };
      if (options.xsrf !== false) headers[XSRF_HEADER] = token;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const init = {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      };
      return parse(await app.request(path, init));
    },
    async close() {
      liveApis.delete(api);
      await versions.stop();
      await database.close();
    },
  };
  liveApis.add(api);
  return api;
}

/** A session cookie of a new user with the given role (an admin by default), for `send`'s `cookies`. */
export async function sessionCookie(
  api: TestApi,
  email: string,
  role: 'user' | 'admin' = 'admin',
): Promise<string> {
  const [user] = await queryRows<{ id: number }>(
    api.database.db,
    sql`insert into users (email, role) values (${email}, ${role}) returning id`,
  );
  if (!user) throw new Error(`No user was made for ${email}`);
  return `arcade_session=${await createSession(api.database.db, api.config, user.id, TEST_NOW)}`;
}
