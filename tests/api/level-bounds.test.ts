import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayClock } from '../../src/server/config';
import { type Db, queryRows } from '../../src/server/db/client';
import { rollover } from '../../src/server/jobs/rollover';
import { refreshDerived } from '../../src/server/services/derived';
import { learnAllBounds, learnBoundsIfStale } from '../../src/server/services/level-bounds';
import { type KeptBoundRow, keptBoundRows, relearnedBounds } from '../support/derived-figures';
import { importEvents } from '../support/events';
import { scoreOn, wellPlayedLevel } from '../support/well-played-level';
import { startTestApi, TEST_NOW, type TestApi } from './harness';

// The plausibility bound is kept per level and venue with the derived tables: learned whole by the
// seed and each rollover, relearned by the import for the games whose top rose. Between rollovers a
// kept bound may be looser than a fresh one (a best score that entered a level's ten best without
// topping it lowers the fence a little), never stricter: it never holds what a fresh bound passes.
let api: TestApi;
let db: Db;

type Bound = KeptBoundRow;
const kept = () => keptBoundRows(db);
const relearned = relearnedBounds;

const key = (b: Bound) => `${b.location_id}|${b.game_id}|${b.level}`;

const at = (minutesAgo: number) => new Date(TEST_NOW.getTime() - minutesAgo * 60_000).toISOString();

beforeAll(async () => {
  api = await startTestApi();
  db = api.database.db;
});
afterAll(() => api.close());

describe('the kept plausibility bounds', () => {
  it('are learned by the seed for every level someone played, at every venue', async () => {
    const bounds = await kept();
    const [played] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct (game_id, level))::int as n from level_tops`,
    );
    expect(new Set(bounds.map((b) => `${b.game_id}|${b.level}`)).size).toBeGreaterThanOrEqual(played?.n ?? 1);
    expect(bounds).toEqual(await relearned(api.database));
  });

  it('follow a new top at once, for its game at every venue, and are never stricter than fresh ones', async () => {
    const l = await wellPlayedLevel(db);
    const before = (await kept()).find((b) => key(b) === `${l.locationId}|${l.gameId}|${l.level}`);
    // A genuine new top, and a score far below the level's ten best.
    await importEvents(
      api.database,
      [scoreOn(l, 'Bounded Bea', Math.round(l.top * 1.5), at(5)), scoreOn(l, 'Quiet Quinn', 1, at(4))],
      TEST_NOW,
      { trusted: false },
    );
    const after = await kept();
    const fresh = await relearned(api.database);
    const mine = (rows: Bound[]) => rows.filter((b) => b.game_id === l.gameId);
    expect(mine(after)).toEqual(mine(fresh));
    expect(after.find((b) => key(b) === key(before as Bound))?.bound).toBeGreaterThan(before?.bound ?? 0);
    const freshOf = new Map(fresh.map((b) => [key(b), b.bound]));
    for (const b of after) expect(b.bound).toBeGreaterThanOrEqual(freshOf.get(key(b)) ?? 0);
  });

  it('are all learned again by the rollover', async () => {
    await rollover(api.database, '2026-11-20', { clock: dayClock(api.config), now: TEST_NOW, force: true });
    expect(await kept()).toEqual(await relearned(api.database));
  });

  it('are relearned by a rollover and imports running at once, each whole', async () => {
    // On PostgreSQL they are separate connections: every writer of bounds waits for the imports' lock,
    // so neither inserts a game's bounds beside the other's, and neither deadlocks.
    const l = await wellPlayedLevel(db);
    const imports = [1, 2, 3].map((i) =>
      importEvents(api.database, [scoreOn(l, `Racing Rae ${i}`, l.top + i * 10, at(3 - i / 10))], TEST_NOW, {
        trusted: false,
      }),
    );
    const [closed] = await Promise.all([
      rollover(api.database, '2026-11-20', { clock: dayClock(api.config), now: TEST_NOW, force: true }),
      ...imports,
    ]);
    expect(closed.skipped).toBe(false);
    expect(await kept()).toEqual(await relearned(api.database));
  });

  it('hold a first score far above the levels around it on a level nobody has played', async () => {
    // A game's level cleared chain-wide (as if nobody had played it), its neighbours played.
    const l = await wellPlayedLevel(db);
    const where = sql`game_id = ${l.gameId} and level = ${l.level}`;
    await db.execute(sql`delete from score_events where ${where}`);
    await db.execute(sql`delete from scores where ${where}`);
    const venues = await queryRows<{ id: number }>(db, sql`select id from locations`);
    await refreshDerived(
      db,
      venues.map((v) => v.id),
      new Date('2026-01-01T00:00:00Z'),
    );
    await learnAllBounds(db);
    const [bound] = await queryRows<{ bound: number }>(
      db,
      sql`select bound from level_bounds where location_id = ${l.locationId} and ${where}`,
    );
    expect(bound?.bound).toBeGreaterThan(0);

    const summary = await importEvents(api.database, [scoreOn(l, 'Misread Max', 900_000, at(2))], TEST_NOW, {
      trusted: false,
    });
    expect(summary.held).toEqual([
      expect.objectContaining({ player: 'Misread Max', score: 900_000, topScore: 0 }),
    ]);
    // A plausible first score there counts.
    const fine = await importEvents(
      api.database,
      [scoreOn(l, 'First Fay', Math.round(l.top / 2), at(1))],
      TEST_NOW,
      { trusted: false },
    );
    expect(fine.held).toEqual([]);
    expect(fine.accepted).toBe(1);
  });

  it('are learned at start when the database has none, or the rule changed', async () => {
    await db.execute(sql`delete from level_bounds`);
    await db.execute(sql`delete from app_state where key = 'plausibilityRule'`);
    expect(await learnBoundsIfStale(api.database)).toBe(true);
    expect(await kept()).toEqual(await relearned(api.database));
    expect(await learnBoundsIfStale(api.database)).toBe(false);
  });
});
