import { withDatabase } from '@tests/api/global-setup';
import { startTestApi, type TestApi, testConfig } from '@tests/api/harness';
import { TcpProxy } from '@tests/support/tcp-proxy';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '@/server/db/client';

/** Runs one statement on the test server's maintenance connection. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Resolves once a statement containing `text` is running on database `name` (seen from another connection). */
async function untilRunning(name: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    for (;;) {
      const { rowCount } = await client.query(
        `select 1 from pg_stat_activity where datname = $1 and state = 'active' and query like $2`,
        [name, `%${text}%`],
      );
      if (rowCount) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await client.end();
  }
}

describe('GET /api/health-check', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('is healthy after a real round trip to the database', async () => {
    const res = await api.get('/api/health-check');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ healthy: true, message: 'OK' });
  });

  it('reports unhealthy, with a message, when the database is gone', async () => {
    const own = await startTestApi();
    await own.database.close();
    const res = await own.get('/api/health-check');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ healthy: false });
    expect((res.body as { message: string }).message).toMatch(/^Database unreachable: .+/);
  });
});

describe.runIf(inject('databaseKind') === 'postgres')('PostgreSQL stopping and starting', () => {
  it('turns unhealthy within 5 s of the server going away, and healthy again when it returns', async () => {
    const target = new URL(inject('postgresUrl'));
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const url = new URL(target);
    url.port = String(proxy.port);
    const config = testConfig({ DATABASE_URL: url.toString(), DB_TIMEOUT_MS: '2000' });
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: '',
      timeoutMs: config.dbTimeoutMs,
    });
    const api = await startTestApi({ config, database });
    try {
      expect((await api.get('/api/health-check')).body).toEqual({ healthy: true, message: 'OK' });

      await proxy.stop();
      const started = Date.now();
      const down = await api.get('/api/health-check');
      expect(Date.now() - started).toBeLessThan(5000);
      expect(down.body).toMatchObject({ healthy: false });

      // Reads while it is down are 503s with the JSON error body, never a hang or a 500.
      const read = await api.get('/lastUpdated');
      expect(read.status).toBe(503);
      expect(read.body).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });

      await proxy.start();
      const up = await api.get('/api/health-check');
      expect(up.body).toEqual({ healthy: true, message: 'OK' });
      expect(api.unexpected).toEqual([]);
    } finally {
      await proxy.stop();
      await database.close();
    }
  });

  it('answers 503 within the time-out when the database hangs, and recovers when it answers again', async () => {
    const target = new URL(inject('postgresUrl'));
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    // A copy of the seeded database of its own, reached through the proxy.
    const copy = `arcade_hang_${process.pid}`;
    await onServer(`create database ${copy} template ${inject('postgresTemplate')}`);
    const url = new URL(withDatabase(target.toString(), copy));
    url.port = String(proxy.port);
    const config = testConfig({ DATABASE_URL: url.toString(), DB_TIMEOUT_MS: '1500' });
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: '',
      timeoutMs: config.dbTimeoutMs,
    });
    const api = await startTestApi({ config, database });
    try {
      expect((await api.get('/lastUpdated')).status).toBe(200);

      // Connections stay open but nothing comes back: every call must give up, not hang.
      proxy.freeze(true);
      const started = Date.now();
      const [read, health] = await Promise.all([api.get('/lastUpdated'), api.get('/api/health-check')]);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(read.status).toBe(503);
      expect(read.body).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
      expect(health.body).toMatchObject({ healthy: false });

      proxy.freeze(false);
      // Back as soon as a connection gets through again: waited for, however long the machine takes.
      await expect
        .poll(async () => ((await api.get('/api/health-check')).body as { healthy?: boolean }).healthy, {
          timeout: 120_000,
          interval: 250,
        })
        .toBe(true);
      expect((await api.get('/lastUpdated')).status).toBe(200);
      expect(api.unexpected).toEqual([]);
    } finally {
      proxy.freeze(false);
      await proxy.stop();
      await database.close();
      await onServer(`drop database if exists ${copy} with (force)`);
    }
  });
});

describe.runIf(inject('databaseKind') === 'postgres')('a database with every connection busy', () => {
  it('answers 503 with Retry-After at once, not after the time-out, and serves again when one frees', async () => {
    const copy = `arcade_busy_${process.pid}`;
    await onServer(`create database ${copy} template ${inject('postgresTemplate')}`);
    const url = withDatabase(inject('postgresUrl'), copy);
    // One connection, and nobody may wait for it. A request that waited would wait the time-out.
    const timeoutMs = 20_000;
    const database = await openDatabase({
      databaseUrl: url,
      pgliteDir: '',
      timeoutMs,
      poolSize: 1,
      maxQueue: 0,
    });
    const api = await startTestApi({ config: testConfig({ DATABASE_URL: url }), database, pollMs: 60_000 });
    try {
      // The one connection held by a statement that waits on a lock another connection holds,
      // until the test lets it go: as long as the checks take, however slow the machine.
      // (drizzle runs a query when it is awaited: `then` starts it now.)
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      await holder.query('select pg_advisory_lock(4242)');
      const slow = database.db.execute(sql`select pg_advisory_lock(4242)`).then(() => undefined);
      await untilRunning(copy, 'pg_advisory_lock');
      const started = Date.now();
      const busy = await api.get('/lastUpdated');
      // At once: a small part of the time-out a waiting request would have taken.
      expect(Date.now() - started).toBeLessThan(timeoutMs / 10);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('1');
      expect(busy.body).toMatchObject({ error: { code: 'busy' } });
      await holder.end();
      await slow;
      expect((await api.get('/lastUpdated')).status).toBe(200);
      expect(api.unexpected).toEqual([]);
    } finally {
      await api.close();
      await onServer(`drop database if exists ${copy} with (force)`);
    }
  });
});
