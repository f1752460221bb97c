import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyStats } from '../../src/contract/schemas/stats';
import { queryRows } from '../../src/server/db/client';
import { LookupCounter } from '../../src/server/services/lookup-counter';
import { countedTodayOf } from '../../src/server/services/shared-counts';
import { dailyStats } from '../../src/server/services/stats';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function someone(offset: number): Promise<{ id: number; name: string }> {
  const [row] = await queryRows<{ id: number; name: string }>(
    api.database.db,
    sql`select p.id, p.name from player_totals t join players p on p.id = t.player_id
        order by t.total_score, p.id limit 1 offset ${offset}`,
  );
  if (!row) throw new Error('no player');
  return row;
}

const countOf = (stats: DailyStats, name: string) =>
  stats.searchedPlayers.find((p) => p.playerName === name)?.count ?? 0;

describe('search counts', () => {
  it('count every one of many simultaneous searches by different visitors, and show them at once on this server', async () => {
    const player = await someone(3);
    const path = `/api/activate/playerlocations/${encodeURIComponent(player.name)}`;
    const before = countOf((await api.get('/api/stats/daily')).body as DailyStats, player.name);
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        api.get(path, {}, { clientAddress: `10.0.${i >> 8}.${i & 255}` }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const after = (await api.get('/api/stats/daily')).body as DailyStats;
    expect(countOf(after, player.name)).toBe(before + 120);
  });

  it('keep counts a failed write could not store, and store them with the next one', async () => {
    const player = await someone(4);
    const [venue] = await queryRows<{ id: number }>(
      api.database.db,
      sql`select location_id as id from player_totals where player_id = ${player.id} limit 1`,
    );
    const counter = new LookupCounter(api.database.db, countedTodayOf(api.database), () => {}, 60_000);
    const stored = async () =>
      (
        await queryRows<{ count: number }>(
          api.database.db,
          sql`select coalesce(sum(count), 0)::int as count from daily_lookups
              where player_id = ${player.id} and day = '2026-01-02' and kind = 'compare'`,
        )
      )[0]?.count;
    for (let i = 0; i < 7; i++)
      counter.count('2026-01-02', 'compare', player, venue?.id ?? 0, `visitor ${i}`);
    await api.database.db.execute(sql`alter table daily_lookups rename to daily_lookups_away`);
    await expect(counter.flush()).rejects.toThrow();
    await api.database.db.execute(sql`alter table daily_lookups_away rename to daily_lookups`);
    counter.count('2026-01-02', 'compare', player, venue?.id ?? 0, 'visitor 7');
    // A visitor counts once a day per player: asking again adds nothing.
    counter.count('2026-01-02', 'compare', player, venue?.id ?? 0, 'visitor 7');
    await counter.flush();
    expect(await stored()).toBe(8);
    // Nothing is written twice.
    await counter.flush();
    expect(await stored()).toBe(8);
  });

  it("order the day's top 20 by count, then by name: the players tied at its foot are the first by name", async () => {
    const field = await queryRows<{ id: number; name: string; venue: number }>(
      api.database.db,
      sql`select p.id, p.name, min(t.location_id) as venue from player_totals t join players p on p.id = t.player_id
          group by p.id order by p.id limit 30`,
    );
    expect(field).toHaveLength(30);
    const counter = new LookupCounter(api.database.db, countedTodayOf(api.database), () => {}, 60_000);
    // Two players searched by three visitors, everyone else by one, on a day nobody else counts.
    for (const [i, player] of field.entries())
      for (let v = 0; v < (i < 2 ? 3 : 1); v++)
        counter.count('2026-01-03', 'search', player, player.venue, `v${v}`);
    await counter.flush();
    const top = (await dailyStats(api.database.db, '2026-01-03')).searchedPlayers;
    // The same order as the database's collation gives the names, asked of it directly.
    const expected = await queryRows<{ name: string; count: number }>(
      api.database.db,
      sql`select name, case when id in (${field[0]?.id}, ${field[1]?.id}) then 3 else 1 end as count
          from players where id in ${field.map((p) => p.id)}
          order by 2 desc, name_key limit 20`,
    );
    expect(top.map((p) => [p.playerName, p.count])).toEqual(expected.map((p) => [p.name, p.count]));
    expect(top[19]?.count).toBe(1);
  });
});
