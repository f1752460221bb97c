import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random } from '../../src/domain/random';
import { queryRows } from '../../src/server/db/client';
import { derivedFigures, recomputedFigures } from '../support/derived-figures';
import { type FeedEvent, importEvents } from '../support/events';
import { startTestApi, TEST_NOW, type TestApi } from './harness';

// The import adds to each player's totals what the levels it touched changed, instead of summing
// every level again. These tests hold it to the full recomputation the seed and rollover use.
let api: TestApi;
interface Slot {
  location: string;
  locationId: number;
  room: string;
  game: string;
  hidden: boolean;
}
let slots: Slot[];
let names: string[];

beforeAll(async () => {
  api = await startTestApi();
  slots = (
    await queryRows<{ location: string; location_id: number; room: string; game: string; room_id: number }>(
      api.database.db,
      sql`select l.name as location, l.id as location_id, r.name as room, g.name as game, r.id as room_id
          from location_games lg join locations l on l.id = lg.location_id
          join games g on g.id = lg.game_id join rooms r on r.id = g.room_id
          order by l.id, g.id`,
    )
  ).map((s) => ({ ...s, locationId: s.location_id, hidden: s.room_id === 21 }));
  names = (
    await queryRows<{ name: string }>(api.database.db, sql`select name from players order by id limit 40`)
  ).map((p) => p.name);
});
afterAll(() => api.close());

const figures = () => derivedFigures(api.database.db);

/** The figures recomputed from the scores, as the seed makes them, in a transaction rolled back. */
const recomputed = (now = TEST_NOW) =>
  recomputedFigures(api.database, [...new Set(slots.map((s) => s.locationId))], now);

/** A random batch: known and new players, a few slots so levels collide, ties, old years, the hidden room. */
function batch(random: Random, size: number, round: number): FeedEvent[] {
  const few = [...slots.filter((s) => s.hidden).slice(0, 1), ...slots.filter((s) => !s.hidden).slice(0, 6)];
  const events: FeedEvent[] = [];
  for (let i = 0; i < size; i++) {
    const slot = random.pick(few);
    const minutesAgo = random.chance(0.15) ? 400 * 24 * 60 : random.int(0, 2999);
    events.push({
      player: random.chance(0.2) ? `Delta Tester ${round}-${random.int(0, 4)}` : random.pick(names),
      location: slot.location,
      room: slot.room,
      game: slot.game,
      level: random.int(0, 2),
      // Coarse scores, so ties with the top and repeated bests happen.
      score: random.int(0, 7) * 250_000,
      playedAt: new Date(TEST_NOW.getTime() - minutesAgo * 60_000).toISOString(),
    });
  }
  return events;
}

describe('the totals an import keeps', () => {
  it('equal a full recomputation after every batch: totals, levels, tops held, rank, stars, yearly', async () => {
    const random = new Random(20261125);
    for (let round = 0; round < 12; round++) {
      const events = batch(random, random.int(5, 64), round);
      // Some events come twice, within the batch or from an earlier one.
      await importEvents(api.database, [...events, ...events.slice(0, 3)], TEST_NOW);
      const kept = await figures();
      expect(kept, `after batch ${round}`).toEqual(await recomputed());
    }
  });

  it('take a top away from every player who shared it when someone beats it', async () => {
    const slot = slots.find((s) => !s.hidden) as Slot;
    const shared = 99_000_000;
    const at = (m: number) => new Date(TEST_NOW.getTime() - m * 60_000).toISOString();
    const at0 = { location: slot.location, room: slot.room, game: slot.game, level: 9 };
    await importEvents(
      api.database,
      [
        { ...at0, player: 'Tie One', score: shared, playedAt: at(30) },
        { ...at0, player: 'Tie Two', score: shared, playedAt: at(20) },
      ],
      TEST_NOW,
    );
    const held = async () =>
      queryRows<{ name: string; top_scores: number }>(
        api.database.db,
        sql`select p.name, t.top_scores from player_totals t join players p on p.id = t.player_id
            where p.name in ('Tie One', 'Tie Two') and t.location_id = ${slot.locationId} order by p.name`,
      );
    expect((await held()).map((r) => r.top_scores)).toEqual([1, 1]);
    await importEvents(
      api.database,
      [{ ...at0, player: 'Tie Breaker', score: shared + 1, playedAt: at(10) }],
      TEST_NOW,
    );
    expect((await held()).map((r) => r.top_scores)).toEqual([0, 0]);
    expect(await figures()).toEqual(await recomputed());
  });

  it('count yearly scores from 1 January once the year has turned, even before a rollover did', async () => {
    const nextYear = new Date(Date.UTC(TEST_NOW.getUTCFullYear() + 1, 0, 2, 12));
    const slot = slots.find((s) => !s.hidden) as Slot;
    const playedAt = new Date(nextYear.getTime() - 3_600_000).toISOString();
    const [someone] = names;
    await importEvents(
      api.database,
      [
        {
          player: someone ?? '',
          location: slot.location,
          room: slot.room,
          game: slot.game,
          level: 4,
          score: 1000,
          playedAt,
        },
      ],
      nextYear,
    );
    const [row] = await queryRows<{ yearly: string }>(
      api.database.db,
      sql`select t.yearly_score::text as yearly from player_totals t join players p on p.id = t.player_id
          where p.name = ${someone} and t.location_id = ${slot.locationId}`,
    );
    // This year's only play so far.
    expect(row?.yearly).toBe('1000');
    expect(await figures()).toEqual(await recomputed(nextYear));
  });
});
