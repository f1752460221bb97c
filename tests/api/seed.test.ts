import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, queryRows } from '../../src/server/db/client';
import { SeedRefusedError, seedDatabase } from '../../src/server/jobs/seed/write';
import { digest } from '../support/digest';
import { TEST_SEED } from '../support/seed';
import { openPgliteCopy } from './harness';

const SMALL = { ...TEST_SEED, players: 30, locations: 3, days: 2 };

/** A migrated, empty database (a copy of the one the test run seeds its chain into). */
const freshDatabase = (): Promise<Database> => openPgliteCopy(inject('pgliteEmptyDump'));

/** The chain seeded twice from one seed, and once from the next (the later tests read the first). */
let first: Database;

// The seed writes the same SQL on both drivers; one run of these (on PGlite) is enough.
describe.runIf(inject('databaseKind') === 'pglite')('npm run seed', () => {
  afterAll(() => first?.close());

  it('builds the same chain, row for row, from the same seed', async () => {
    const [a, b, c] = [await freshDatabase(), await freshDatabase(), await freshDatabase()];
    await seedDatabase(a, SMALL);
    await seedDatabase(b, SMALL);
    await seedDatabase(c, { ...SMALL, seed: SMALL.seed + 1 });
    const [da, db, dc] = [await digest(a), await digest(b), await digest(c)];
    expect(da).toEqual(db);
    expect(da.scores).not.toEqual(dc.scores);
    for (const [table, value] of Object.entries(da)) expect(value, `${table} is empty`).not.toMatch(/^0:/);
    first = a;
    await Promise.all([b.close(), c.close()]);
  });

  it('gives every venue a subset of the rooms, hides room 21 from totals, and leaves history for yesterday', async () => {
    const database = first;
    const rooms = await queryRows<{ location_id: number; rooms: number }>(
      database.db,
      sql`
      select lg.location_id, count(distinct g.room_id)::int as rooms
      from location_games lg join games g on g.id = lg.game_id group by lg.location_id`,
    );
    const [all] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from rooms`);
    for (const r of rooms) expect(r.rooms).toBeLessThan(all?.n ?? 0);
    const mismatched = await queryRows(
      database.db,
      sql`
      select t.player_id from player_totals t
      join (select s.player_id, s.location_id, sum(s.high_score) as total from scores s join games g on g.id = s.game_id
            where g.room_id <> 21 group by 1, 2) x on x.player_id = t.player_id and x.location_id = t.location_id
      where x.total <> t.total_score`,
    );
    expect(mismatched).toEqual([]);
    const days = await queryRows<{ day: string }>(
      database.db,
      sql`select distinct day::text as day from leaderboard_snapshots order by 1`,
    );
    expect(days.map((r) => r.day)).toEqual(['2026-11-18', '2026-11-19']);
  });

  it('refuses to overwrite a database that has players, unless told to reset', async () => {
    const database = first;
    await expect(seedDatabase(database, SMALL)).rejects.toBeInstanceOf(SeedRefusedError);
    const before = await digest(database);
    await seedDatabase(database, { ...SMALL, reset: true });
    expect(await digest(database)).toEqual(before);
  });
});
