import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import { queryRows } from '../../src/server/db/client';
import { startTestApi, TEST_NOW, type TestApi } from './harness';

/**
 * A venue an admin has just added has no rooms, no games and no scores. It must work everywhere
 * (an empty board, an empty screen, an empty feed) and break nothing else: its state weighs
 * nothing, which the read cache once refused, so every page that read every venue's state failed.
 */
let api: TestApi;
let venueId = 0;
let regular = { name: '', locationId: 0 };

beforeAll(async () => {
  api = await startTestApi();
  const [admin] = await queryRows<{ id: number }>(
    api.database.db,
    sql`insert into users (email, role) values ('venues@example.com', 'admin') returning id`,
  );
  const cookies = `arcade_session=${await createSession(api.database.db, api.config, admin?.id ?? 0, TEST_NOW)}`;
  const added = await api.send('POST', '/api/locations', {
    body: { name: 'Brand New Arcade', city: 'Nowhere' },
    cookies,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  venueId = (added.body as { _id: number })._id;
  const [row] = await queryRows<{ name: string; locationId: number }>(
    api.database.db,
    sql`select p.name, t.location_id as "locationId" from player_totals t join players p on p.id = t.player_id
        order by t.total_score desc limit 1`,
  );
  regular = row ?? regular;
});
afterAll(() => api.close());

describe('a venue with nothing in it yet', () => {
  it("leaves every player's data as it was", async () => {
    const path = `/api/activate/players/player/${encodeURIComponent(regular.name)}/location/${regular.locationId}`;
    const answer = await api.get(path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as { playerName: string }).playerName).toBe(regular.name);
  });

  it('has an empty board, an empty screen, no movers and an empty feed', async () => {
    const board = await api.get(`/api/leaderboards/${venueId}`);
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    expect((board.body as { today: unknown[] }).today).toEqual([]);
    const screen = await api.get(`/api/locations/${venueId}/screen`);
    expect(screen.status, JSON.stringify(screen.body)).toBe(200);
    const movers = await api.get(`/api/movers?locationId=${venueId}`);
    expect(movers.status, JSON.stringify(movers.body)).toBe(200);
    const feed = await api.get(`/api/feeds/location/${venueId}/atom.xml`);
    expect(feed.status).toBe(200);
    expect(String(feed.body)).not.toContain('<entry>');
    const card = await api.get(`/api/cards/location/${venueId}/card.png`);
    expect(card.status).toBe(200);
  });

  it('is in the world board without breaking it, and nobody is found there', async () => {
    expect((await api.get('/api/leaderboards/world')).status).toBe(200);
    const path = `/api/activate/players/player/${encodeURIComponent(regular.name)}/location/${venueId}`;
    expect((await api.get(path)).status).toBe(404);
    expect(api.unexpected).toEqual([]);
  });
});
