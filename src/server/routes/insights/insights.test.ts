import { startTestApi, TEST_NOW, type TestApi, testConfig } from '@tests/api/harness';
import { type FeedEvent, ndjson } from '@tests/support/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayNext, RecentBests } from '@/contract/schemas/insights';
import type { PlayerData } from '@/contract/schemas/players';
import { HIDDEN_ROOM_ID } from '@/domain/constants';
import { NO_PLAYER_FOUND } from '@/domain/messages';
import { queryRows } from '@/server/db/client';

const TOKEN = 'insights-token';
let api: TestApi;
let regular: { name: string; locationId: number };
/** Two venues and, at the first, two levels of different games whose tops are well above 2,000. */
let venues: Array<{ id: number; name: string }>;
let levels: Array<{ room: string; game: string; gameId: number; level: number; top: number }>;

beforeAll(async () => {
  api = await startTestApi({ config: testConfig({ INGEST_TOKEN: TOKEN }) });
  const db = api.database.db;
  const [r] = await queryRows<{ name: string; location_id: number }>(
    db,
    sql`select p.name, t.location_id from player_totals t join players p on p.id = t.player_id
        order by t.total_score desc, p.id limit 1`,
  );
  regular = { name: r?.name ?? '', locationId: r?.location_id ?? 0 };
  venues = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from locations order by id limit 2`,
  );
  levels = (
    await queryRows<{ room: string; game: string; game_id: number; level: number; top: number }>(
      db,
      sql`select distinct on (g.id) r.name as room, g.name as game, g.id as game_id, t.level, t.top_score as top
          from level_tops t join games g on g.id = t.game_id join rooms r on r.id = g.room_id
          where t.location_id = ${venues[0]?.id ?? 0} and r.id <> ${HIDDEN_ROOM_ID} and t.top_score > 2000
          order by g.id, t.top_score desc limit 2`,
    )
  ).map((l) => ({ room: l.room, game: l.game, gameId: l.game_id, level: l.level, top: l.top }));
});
afterAll(() => api.close());

const path = (name: string, locationId: number, rest: string) =>
  `/api/activate/players/player/${encodeURIComponent(name)}/location/${locationId}/${rest}`;
const playNext = async (name: string, locationId: number) => {
  const res = await api.get(path(name, locationId, 'play-next'));
  expect(res.status).toBe(200);
  return res.body as PlayNext;
};
const recent = async (name: string, locationId = venues[0]?.id ?? 0) => {
  const res = await api.get(path(name, locationId, 'recent'));
  expect(res.status).toBe(200);
  return res.body as RecentBests;
};
const minutesAgo = (m: number) => new Date(TEST_NOW.getTime() - m * 60_000).toISOString();
const daysAgo = (d: number) => minutesAgo(d * 24 * 60);

/** Posts a batch through the ingest API, as a venue's feed does. */
async function ingest(
  events: Array<Omit<FeedEvent, 'location' | 'room' | 'game' | 'level'> & { at?: number }>,
) {
  const rows = events.map(({ at = 0, ...e }) => {
    const l = levels[at] as (typeof levels)[number];
    return { location: venues[0]?.name, room: l.room, game: l.game, level: l.level, ...e };
  });
  const res = await api.app.request('/api/ingest', {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${TOKEN}` },
    body: ndjson(rows),
  });
  expect(res.status).toBe(200);
}

describe('GET …/play-next', () => {
  it("ranks a seeded regular's played and new levels by expected gain, each explained and consistent with their scores", async () => {
    const answer = await playNext(regular.name, regular.locationId);
    const data = (
      await api.get(
        `/api/activate/players/player/${encodeURIComponent(regular.name)}/location/${regular.locationId}`,
      )
    ).body as PlayerData;
    expect(answer.suggestions.length).toBeGreaterThan(0);
    // Played levels and new ones in turn, each side by expected gain.
    for (const side of [true, false]) {
      const gains = answer.suggestions.filter((s) => (s.kind === 'new') === side).map((s) => s.expectedGain);
      expect(gains).toEqual([...gains].sort((a, b) => b - a));
    }
    const kinds = answer.suggestions.map((s) => s.kind === 'new');
    const turns = Math.min(kinds.filter(Boolean).length, kinds.filter((k) => !k).length);
    for (let i = 1; i < 2 * turns; i++) expect(kinds[i]).not.toBe(kinds[i - 1]);
    for (const s of answer.suggestions) {
      const level = data.scores.find((l) => l.gameId === s.gameId && l.levelId === s.levelId);
      expect(level).toMatchObject({ highScore: s.highScore, topScore: s.topScore });
      expect(s.highScore).toBeLessThan(s.topScore);
      expect(s.expectedGain).toBe(s.expectedScore - s.highScore);
      expect(s.expectedGain).toBeGreaterThan(0);
      expect(s.explanation).toMatch(/\+[\d,]+$/);
    }
  });

  it('gives a new player with one score new levels, and what their other venue would add', async () => {
    const l = levels[0] as (typeof levels)[number];
    await ingest([{ player: 'Fresh Fay', score: Math.round(l.top * 0.8), playedAt: minutesAgo(40) }]);
    // One score at a second venue too, on a game that venue has.
    const [other] = await queryRows<{ room: string; game: string }>(
      api.database.db,
      sql`select r.name as room, g.name as game from location_games lg join games g on g.id = lg.game_id
          join rooms r on r.id = g.room_id where lg.location_id = ${venues[1]?.id ?? 0} and r.id <> ${HIDDEN_ROOM_ID}
          order by g.id limit 1`,
    );
    const res = await api.app.request('/api/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${TOKEN}` },
      body: ndjson([
        {
          player: 'Fresh Fay',
          location: venues[1]?.name,
          ...other,
          level: 0,
          score: 10,
          playedAt: minutesAgo(30),
        },
      ]),
    });
    expect(res.status).toBe(200);
    const answer = await playNext('fresh fay', venues[0]?.id ?? 0);
    expect(answer.playerName).toBe('Fresh Fay');
    // The one level played is one to improve; every other is new, estimated from it.
    const played = answer.suggestions.filter((s) => s.gameId === l.gameId && s.levelId === l.level);
    expect(played.map((s) => s.kind)).toEqual(['improve']);
    expect(answer.suggestions.filter((s) => s.kind !== 'new')).toEqual(played);
    const [first] = answer.suggestions;
    expect(first?.explanation).toMatch(/^Not played yet\. You average 80% of the top on /);
    const [elsewhere] = answer.otherVenues;
    expect(elsewhere?.locationId).toBe(venues[1]?.id);
    expect(elsewhere?.line).toMatch(
      new RegExp(`^At ${venues[1]?.name} you would gain [\\d,]+ points by playing .+'s \\w+ new games?$`),
    );
  });

  it('answers 404 with the message for an unknown player, a venue they do not play at, or an unknown venue', async () => {
    const unknown = await api.get(path('Nobody Here At All', regular.locationId, 'play-next'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: NO_PLAYER_FOUND } });
    expect((await api.get(path('Fresh Fay', 99999, 'recent'))).status).toBe(404);
    const [notThere] = await queryRows<{ id: number }>(
      api.database.db,
      sql`select id from locations where id not in (${venues[0]?.id ?? 0}, ${venues[1]?.id ?? 0}) order by id limit 1`,
    );
    expect((await api.get(path('Fresh Fay', notThere?.id ?? 0, 'play-next'))).status).toBe(404);
    expect((await api.get(path('  ', 1, 'recent'))).status).toBe(400);
  });
});

describe('GET …/recent', () => {
  it('lists a personal best set this week against the best from before it', async () => {
    const l = levels[0] as (typeof levels)[number];
    await ingest([{ player: 'Steady Sol', score: 1000, playedAt: daysAgo(10) }]);
    expect((await recent('Steady Sol')).items).toEqual([]);
    await ingest([{ player: 'Steady Sol', score: 1500, playedAt: minutesAgo(20) }]);
    const answer = await recent('Steady Sol');
    expect(answer.items).toEqual([
      {
        kind: 'best',
        at: minutesAgo(20),
        gameId: l.gameId,
        gameName: l.game,
        roomName: l.room,
        levelId: l.level,
        score: 1500,
        previous: 1000,
        topScore: expect.any(Number),
        rival: null,
      },
    ]);
  });

  it('names the rival who took a top held at the start of the week, and shows them taking it', async () => {
    const l = levels[1] as (typeof levels)[number];
    const top = l.top + 100;
    await ingest([{ player: 'Holder Hal', score: top, playedAt: daysAgo(9), at: 1 }]);
    // The seeded history is all within the week, so Hal held the top when it began.
    await ingest([{ player: 'Rival Rex', score: top + 50, playedAt: minutesAgo(10), at: 1 }]);
    const hal = await recent('Holder Hal');
    expect(hal.items).toEqual([
      expect.objectContaining({
        kind: 'top-lost',
        rival: 'Rival Rex',
        at: minutesAgo(10),
        gameId: l.gameId,
        levelId: l.level,
        score: top,
        topScore: top + 50,
      }),
    ]);
    const rex = await recent('Rival Rex');
    expect(rex.items).toEqual([
      expect.objectContaining({ kind: 'top-taken', score: top + 50, previous: 0, rival: null }),
    ]);
  });

  it("lists a new player's first scores, newest first", async () => {
    const answer = await recent('Fresh Fay');
    expect(answer.items.map((i) => i.kind)).toEqual([expect.stringMatching(/^(first|top-taken)$/)]);
    expect(new Date(answer.since).getTime()).toBeLessThan(TEST_NOW.getTime() - 6 * 24 * 3_600_000);
  });
});
