import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dayClock } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { catchUp, pendingDays, rollover } from '../../src/server/jobs/rollover';
import { digest } from '../support/digest';
import { withDatabase } from './global-setup';
import { openTestDatabase, startTestApi, type TestApi, testConfig } from './harness';

let api: TestApi;
const clock = dayClock(testConfig());
const dayAfter = new Date('2026-11-21T09:00:00Z');

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const snapshotDays = async () =>
  (
    await queryRows<{ day: string }>(
      api.database.db,
      sql`select distinct day::text as day from leaderboard_snapshots order by 1`,
    )
  ).map((r) => r.day);

describe('the daily rollover', () => {
  it('knows which days are pending', async () => {
    expect(await pendingDays(api.database, clock, dayAfter)).toEqual(['2026-11-20']);
    expect(await pendingDays(api.database, clock, new Date('2026-11-20T18:00:00Z'))).toEqual([]);
  });

  it('snapshots the boards and every tracked profile of the day just closed', async () => {
    const result = await rollover(api.database, '2026-11-20', { clock, now: dayAfter });
    expect(result).toMatchObject({ day: '2026-11-20', skipped: false, yearlyReset: false });
    const [tracked] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from tracked_profiles tp join player_totals t on t.player_id = tp.player_id`,
    );
    expect(result.profiles).toBe(tracked?.n);
    expect(await snapshotDays()).toEqual(['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    const last = (await api.get('/lastUpdated')).body as { leaderboards: string };
    expect(last.leaderboards).toBe(dayAfter.toISOString());
  });

  it('changes nothing when run twice for the same day, even when forced', async () => {
    const before = await digest(api.database);
    expect(await rollover(api.database, '2026-11-20', { clock, now: dayAfter })).toMatchObject({
      skipped: true,
    });
    expect(await digest(api.database)).toEqual(before);
    // Forced: rebuilt from the history, so the same rows again (only the stamp moves).
    await rollover(api.database, '2026-11-20', { clock, now: dayAfter, force: true });
    expect(await digest(api.database)).toEqual(before);
  });

  it('catches up on days missed while the server was down', async () => {
    const later = new Date('2026-11-24T01:00:00Z');
    const results = await catchUp(api.database, clock, later);
    expect(results.map((r) => r.day)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(await pendingDays(api.database, clock, later)).toEqual([]);
  });

  it('restarts the yearly scores when the calendar year turns', async () => {
    const newYear = new Date('2027-01-01T08:00:00Z');
    const result = await rollover(api.database, '2026-12-31', { clock, now: newYear });
    expect(result.yearlyReset).toBe(true);
    const [row] = await queryRows<{ total: number }>(
      api.database.db,
      sql`select coalesce(sum(yearly_score), 0)::bigint as total from player_totals`,
    );
    expect(row?.total).toBe(0);
  });
});

describe('POST /api/jobs/rollover', () => {
  it('rolls a day over for an operator with the token, and refuses days that have not ended', async () => {
    const own = await startTestApi({
      config: testConfig({ INGEST_TOKEN: 'ops-token' }),
      now: () => dayAfter,
    });
    try {
      const post = (body: unknown) =>
        own.app.request('/api/jobs/rollover', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer ops-token' },
          body: JSON.stringify(body),
        });
      const done = await post({});
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ day: '2026-11-20', skipped: false });
      expect((await post({ day: '2026-11-21' })).status).toBe(400);
      expect((await post({ day: '2026-02-30' })).status).toBe(400);
      const anonymous = await own.app.request('/api/jobs/rollover', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(anonymous.status).toBe(401);
    } finally {
      await own.close();
    }
  });

  it.runIf(inject('databaseKind') === 'postgres')(
    'outlasts the time-out that bounds requests: a chain-sized rollover is a long statement, not a hang',
    async () => {
      const own = await startTestApi({
        database: await openTestDatabase(200),
        config: testConfig({ INGEST_TOKEN: 'ops-token', DB_TIMEOUT_MS: '200' }),
        now: () => dayAfter,
      });
      // A reader holding the snapshots table makes the rollover wait well past the time-out.
      const [name] = await queryRows<{ name: string }>(
        own.database.db,
        sql`select current_database() as name`,
      );
      const holder = new pg.Client({
        connectionString: withDatabase(inject('postgresUrl'), name?.name ?? ''),
      });
      try {
        await holder.connect();
        await holder.query('begin');
        await holder.query('lock table leaderboard_snapshots in share mode');
        const job = own.app.request('/api/jobs/rollover', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer ops-token' },
          body: JSON.stringify({ day: '2026-11-20', force: true }),
        });
        // Released once the rollover has waited on the lock for twice the requests' time-out.
        const waitedLong = async () =>
          (
            await holder.query<{ n: number }>(
              `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
               where not l.granted and c.relname = 'leaderboard_snapshots'
                 and clock_timestamp() - l.waitstart > interval '400 milliseconds'`,
            )
          ).rows[0]?.n === 1;
        while (!(await waitedLong())) await new Promise((resolve) => setTimeout(resolve, 20));
        await holder.query('commit');
        const done = await job;
        expect(done.status).toBe(200);
        expect(await done.json()).toMatchObject({ day: '2026-11-20', skipped: false });
        // Requests still give up at the time-out.
        const slow = await own.database.db.execute(sql`select pg_sleep(0.5)`).then(
          () => 'answered',
          () => 'timed out',
        );
        expect(slow).toBe('timed out');
      } finally {
        await holder.end().catch(() => {});
        await own.close();
      }
    },
  );
});
