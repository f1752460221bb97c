import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let multi: { name: string; locations: Array<{ id: number; name: string; total: number }> };

beforeAll(async () => {
  api = await startTestApi();
  // A seeded player who plays at more than one venue, with their venues best first.
  const rows = await queryRows<{ name: string; id: number; location: string; total: number }>(
    api.database.db,
    sql`
    select p.name, l.id, l.name as location, t.total_score as total
    from player_totals t join players p on p.id = t.player_id join locations l on l.id = t.location_id
    where t.player_id = (select player_id from player_totals where total_score > 0 group by player_id having count(*) > 1 order by player_id limit 1)
    order by t.total_score desc, l.id`,
  );
  multi = {
    name: rows[0]?.name ?? '',
    locations: rows.map((r) => ({ id: r.id, name: r.location, total: r.total })),
  };
});
afterAll(() => api.close());

describe('GET /api/activate/playerlocations/{playerName}', () => {
  it("lists the player's venues, best first", async () => {
    const res = await api.get(`/api/activate/playerlocations/${encodeURIComponent(multi.name)}`);
    expect(res.status).toBe(200);
    expect(multi.locations.length).toBeGreaterThan(1);
    expect(res.body).toEqual(
      multi.locations.map((l) => ({ id: l.id, name: l.name, city: expect.any(String) })),
    );
  });

  it('matches names ignoring case and surrounding spaces', async () => {
    const res = await api.get(
      `/api/activate/playerlocations/${encodeURIComponent(`  ${multi.name.toUpperCase()} `)}`,
    );
    expect(res.status).toBe(200);
    expect((res.body as unknown[]).length).toBe(multi.locations.length);
  });

  it("answers 404 with the product's message for an unknown name", async () => {
    const res = await api.get('/api/activate/playerlocations/nobody-has-this-name');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Player not found' } });
  });

  it('refuses blank and over-long names with a 400 that says why', async () => {
    const blank = await api.get('/api/activate/playerlocations/%20%20');
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: { code: 'bad_request', message: 'A player name is required.' } });
    const long = await api.get(`/api/activate/playerlocations/${'x'.repeat(65)}`);
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: { code: 'bad_request', message: 'That player name is too long.' } });
  });

  it('finds names in any script, decoded exactly once', async () => {
    await api.database.db.execute(sql`insert into players (name, name_key) values ('Zoë 100%', 'zoë 100%')`);
    const res = await api.get(`/api/activate/playerlocations/${encodeURIComponent('ZOË 100%')}`);
    // The player exists but has no scores yet: still 'Player not found', not a 400 or 500.
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Player not found' } });
    expect(api.unexpected).toEqual([]);
  });
});

describe('GET /lastUpdated', () => {
  it('answers when players and leaderboards last changed', async () => {
    const res = await api.get('/lastUpdated');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      players: '2026-11-20T15:00:00.000Z',
      leaderboards: '2026-11-20T15:00:00.000Z',
    });
  });
});

describe('unknown paths', () => {
  it('answer a JSON 404', async () => {
    const res = await api.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'No such endpoint.' } });
  });
});
