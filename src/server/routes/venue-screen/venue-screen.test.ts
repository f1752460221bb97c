import { startTestApi, TEST_NOW, type TestApi, testConfig } from '@tests/api/harness';
import { ndjson } from '@tests/support/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VenueScreen } from '@/contract/schemas/venue-screen';
import { queryRows } from '@/server/db/client';

const TOKEN = 'ingest-token';
let api: TestApi;
let venue: { id: number; name: string };
let level: { room: string; game: string; level: number; top: number };

beforeAll(async () => {
  api = await startTestApi({ config: testConfig({ INGEST_TOKEN: TOKEN }) });
  const [l] = await queryRows<{
    id: number;
    name: string;
    room: string;
    game: string;
    level: number;
    top: number;
  }>(
    api.database.db,
    sql`select l.id, l.name, r.name as room, g.name as game, t.level, t.top_score as top
        from level_tops t join locations l on l.id = t.location_id join games g on g.id = t.game_id
        join rooms r on r.id = g.room_id where r.id <> 21 order by l.id, g.id, t.level limit 1`,
  );
  if (!l) throw new Error('The seeded database has no level top');
  venue = { id: l.id, name: l.name };
  level = l;
});
afterAll(() => api.close());

const screen = async () => {
  const answer = await api.get(`/api/locations/${venue.id}/screen`);
  expect(answer.status).toBe(200);
  return answer.body as VenueScreen;
};

/** A stream's text as it arrives; `until` waits (5 s at most) for enough of it. */
function follow(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const seen = { text: '' };
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.value) seen.text += decoder.decode(chunk.value, { stream: true });
      if (chunk.done) return;
    }
  })();
  return {
    seen,
    async until(done: () => boolean) {
      const end = Date.now() + 5000;
      while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

describe("a venue's screen", () => {
  it('shows the top 20 of the board in order, and refuses an unknown or malformed venue', async () => {
    const before = Date.now();
    const data = await screen();
    expect(data.venue).toEqual(venue);
    // Up to 20: a screen's address may ask for that many (10 unless it does).
    expect(data.board.length).toBeGreaterThan(10);
    expect(data.board.length).toBeLessThanOrEqual(20);
    expect(data.board.map((r) => r.position)).toEqual(
      [...data.board.map((r) => r.position)].sort((a, b) => a - b),
    );
    // When the data was read: this request computed it.
    expect(new Date(data.updatedAt).toISOString()).toBe(data.updatedAt);
    expect(Date.parse(data.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(data.updatedAt)).toBeLessThanOrEqual(Date.now());
    const scores = data.board.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect((await api.get('/api/locations/987654/screen')).status).toBe(404);
    expect((await api.get('/api/locations/abc/screen')).status).toBe(400);
    expect((await api.get('/api/locations/987654/events')).status).toBe(404);
  });

  it('streams an event when an import lands, after which the screen shows the new top score', async () => {
    const response = await api.app.request(`/api/locations/${venue.id}/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toContain('no-transform');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const { seen, until } = follow(reader);
    const events = () => seen.text.split('\n\n').filter((e) => e.includes('event: data'));
    await until(() => events().length >= 1);
    expect(seen.text).toContain('retry: 3000');
    const first = events().length;

    const event = {
      player: 'Screen Sam',
      location: venue.name,
      room: level.room,
      game: level.game,
      level: level.level,
      score: level.top + 1000,
      playedAt: new Date(TEST_NOW.getTime() - 5 * 60_000).toISOString(),
    };
    const ingest = await api.app.request('/api/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${TOKEN}` },
      body: ndjson([event]),
    });
    expect(ingest.status).toBe(200);
    await until(() => events().length > first);
    expect(events().length).toBeGreaterThan(first);
    const version = Number(/data: \{"version":(\d+)\}/.exec(events().at(-1) ?? '')?.[1]);
    const data = await screen();
    expect(data.version).toBeGreaterThanOrEqual(version);
    expect(version).toBeGreaterThan(Number(/data: \{"version":(\d+)\}/.exec(events()[0] ?? '')?.[1]));
    expect(data.newTops[0]).toMatchObject({
      name: 'Screen Sam',
      game: level.game,
      level: level.level + 1,
      score: level.top + 1000,
    });
    await reader.cancel();
  });

  it('lets one address follow with ten screens at most, and a screen that closes frees its place', async () => {
    const fromOne = { clientAddress: '203.0.113.50' };
    const path = `/api/locations/${venue.id}/events`;
    const open = await Promise.all(Array.from({ length: 10 }, () => api.app.request(path, {}, fromOne)));
    expect(open.map((r) => r.status)).toEqual(Array(10).fill(200));
    const refused = await api.app.request(path, {}, fromOne);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    // Another address still gets its screen.
    const elsewhere = await api.app.request(path, {}, { clientAddress: '203.0.113.51' });
    expect(elsewhere.status).toBe(200);
    await elsewhere.body?.cancel();
    await open[0]?.body?.cancel();
    await expect
      .poll(async () => {
        const again = await api.app.request(path, {}, fromOne);
        if (again.status === 200) await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    for (const response of open.slice(1)) await response.body?.cancel();
  });
});
