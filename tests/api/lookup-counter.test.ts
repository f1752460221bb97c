import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyStats } from '../../src/contract/schemas/stats';
import { queryRows } from '../../src/server/db/client';
import { LookupCounter } from '../../src/server/services/lookup-counter';
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
    const counter = new LookupCounter(api.database.db, () => {}, 60_000);
    const stored = async () =>
      (
        await queryRows<{ count: number }>(
          api.database.db,
          sql`select coalesce(sum(count), 0)::int as count from daily_lookups
              where player_id = ${player.id} and day = '2026-01-02' and kind = 'compare'`,
        )
      )[0]?.count;
    for (let i = 0; i < 7; i++)
      counter.count('2026-01-02', 'compare', player.id, venue?.id ?? 0, `visitor ${i}`);
    await api.database.db.execute(sql`alter table daily_lookups rename to daily_lookups_away`);
    await expect(counter.flush()).rejects.toThrow();
    await api.database.db.execute(sql`alter table daily_lookups_away rename to daily_lookups`);
    counter.count('2026-01-02', 'compare', player.id, venue?.id ?? 0, 'visitor 7');
    // A visitor counts once a day per player: asking again adds nothing.
    counter.count('2026-01-02', 'compare', player.id, venue?.id ?? 0, 'visitor 7');
    await counter.flush();
    expect(await stored()).toBe(8);
    // Nothing is written twice.
    await counter.flush();
    expect(await stored()).toBe(8);
  });
});
