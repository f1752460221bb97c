import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/jobs/seed/write';
import { TEST_SEED } from '../support/seed';
import { TcpProxy } from '../support/tcp-proxy';
import { ADMIN_URL, admin, SHORT } from './support';

/**
 * PostgreSQL stopped under load: every request still answers (a 503 once the database is gone,
 * within 5 s, never a hang), and service comes back without a restart when the database does.
 */
const NAME = `arcade_outage_${process.pid}`;
let proxy: TcpProxy;
let database: Database;

beforeAll(async () => {
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const direct = new URL(ADMIN_URL);
  direct.pathname = `/${NAME}`;
  const seeding = await openDatabase({ databaseUrl: direct.toString(), pgliteDir: '', timeoutMs: 0 });
  await migrateDatabase(seeding);
  await seedDatabase(seeding, { ...TEST_SEED, players: 120 });
  await seeding.close();
  proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
  await proxy.start();
  const viaProxy = new URL(direct);
  viaProxy.port = String(proxy.port);
  database = await openDatabase({
    databaseUrl: viaProxy.toString(),
    pgliteDir: '',
    timeoutMs: 2000,
    poolSize: 20,
  });
});

afterAll(async () => {
  await database?.close();
  await proxy?.stop();
  await admin(`drop database if exists ${NAME} with (force)`);
});

describe('the database going away under load', () => {
  it('turns every request into a prompt 503, and recovers by itself', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ROLLOVER_ENABLED: 'false',
      DB_TIMEOUT_MS: '2000',
      RATE_LIMIT_SEARCH: '1000000',
      RATE_LIMIT_RENDER: '1000000',
    });
    const unexpected: unknown[] = [];
    const app = createApp({
      config,
      database,
      reportError: (e) => unexpected.push(e),
      now: () => new Date(),
    });
    const paths = [
      '/api/leaderboards/world',
      '/api/stats/daily',
      '/api/activate/locations',
      '/api/health-check',
      '/lastUpdated',
    ];
    const results: Array<{ at: number; ms: number; status: number; path: string }> = [];
    const start = Date.now();
    const phase = SHORT ? 4000 : 15_000;
    let stopAt = 0;
    let restartAt = 0;
    const worker = async (w: number) => {
      for (let i = 0; Date.now() - start < phase * 3; i++) {
        const path = paths[(w + i) % paths.length] as string;
        const t = Date.now();
        const res = await app.request(path);
        await res.text();
        results.push({ at: t, ms: Date.now() - t, status: res.status, path });
      }
    };
    const control = (async () => {
      await new Promise((r) => setTimeout(r, phase));
      stopAt = Date.now();
      await proxy.stop();
      await new Promise((r) => setTimeout(r, phase));
      restartAt = Date.now();
      await proxy.start();
    })();
    await Promise.all([...Array.from({ length: 100 }, (_, w) => worker(w)), control]);

    // Nothing hung: every answer came within 5 s, and nothing was a 500.
    // (A loop, not Math.max(...): a fast API answers more requests than a call takes arguments.)
    expect(results.reduce((slowest, r) => Math.max(slowest, r.ms), 0)).toBeLessThan(5000);
    expect(results.filter((r) => r.status >= 500 && r.status !== 503)).toEqual([]);
    expect(unexpected).toEqual([]);
    // While it was down, what needs the database said so (503) and the health check answered
    // healthy: false; answers kept for the current data version (the boards, the venues, the day's
    // statistics) went on being served, as they should. (Requests answered before the database
    // came back; one waiting on a connection may succeed when it returns within its time-out.)
    const during = results.filter((r) => r.at > stopAt + 2500 && r.at + r.ms < restartAt);
    expect(during.length).toBeGreaterThan(0);
    const kept = ['/api/leaderboards/world', '/api/activate/locations', '/api/stats/daily'];
    const needsDatabase = during.filter((r) => r.path === '/lastUpdated');
    expect(needsDatabase.length).toBeGreaterThan(0);
    expect(needsDatabase.every((r) => r.status === 503)).toBe(true);
    expect(
      during
        .filter((r) => r.path !== '/api/health-check')
        .every((r) => r.status === 503 || (r.status === 200 && kept.includes(r.path))),
    ).toBe(true);
    // Once it was back, within a few seconds everything answered again.
    const after = results.filter((r) => r.at > restartAt + 3000);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((r) => r.status === 200)).toBe(true);
  });
});
