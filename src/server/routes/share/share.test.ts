import { startTestApi, TEST_NOW, type TestApi, testConfig } from '@tests/api/harness';
import { ndjson } from '@tests/support/events';
import { sql } from 'drizzle-orm';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';

/**
 * Share cards and feeds as a link preview and a feed reader see them: a PNG of the size the
 * preview asks for that changes with the data, an Atom feed a parser reads, both kept per data
 * version behind an ETag.
 */
let api: TestApi;
/** A player with scores at a venue, and a level of that venue (not the hidden room) with its top. */
let subject: {
  name: string;
  locationId: number;
  venue: string;
  room: string;
  game: string;
  level: number;
  top: number;
};

beforeAll(async () => {
  api = await startTestApi({
    config: testConfig({ INGEST_TOKEN: 'share-token', PUBLIC_ORIGIN: 'https://stats.example' }),
  });
  const [row] = await queryRows<typeof subject>(
    api.database.db,
    sql`select p.name, t.location_id as "locationId", l.name as venue, r.name as room, g.name as game,
               lt.level, lt.top_score as top
        from player_totals t join players p on p.id = t.player_id join locations l on l.id = t.location_id
        join level_tops lt on lt.location_id = t.location_id join games g on g.id = lt.game_id
        join rooms r on r.id = g.room_id
        where r.id <> 21 and t.total_score > 0 order by t.total_score desc, lt.top_score limit 1`,
  );
  if (!row) throw new Error('no player');
  subject = row;
});
afterAll(() => api.close());

const cardPath = () =>
  `/api/cards/player/${encodeURIComponent(subject.name)}/location/${subject.locationId}/card.png`;

async function fetchBytes(path: string, headers: Record<string, string> = {}) {
  const res = await api.app.request(path, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Width and height from a PNG's header chunk (IHDR, right after the 8-byte signature). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Imports one event through the API, as a venue's feed does; the data version moves with it. */
async function ingest(event: Record<string, unknown>): Promise<void> {
  const res = await api.app.request('/api/ingest', {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson', authorization: 'Bearer share-token' },
    body: ndjson([event]),
  });
  expect(res.status).toBe(200);
}

const minutesAgo = (m: number) => new Date(TEST_NOW.getTime() - m * 60_000).toISOString();

/** Imports one score by `player` on the subject's level, `minutes` ago. */
const scoreOnSubjectLevel = (player: string, score: number, minutes: number) =>
  ingest({
    player,
    location: subject.venue,
    room: subject.room,
    game: subject.game,
    level: subject.level,
    score,
    playedAt: minutesAgo(minutes),
  });

const parser = new Parser();
async function feed(path: string) {
  const res = await api.app.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
  return parser.parseString(await res.text());
}

describe('share cards', () => {
  it("draw a player's card as a 1200 x 630 PNG that shared caches may keep and revalidate", async () => {
    const { res, bytes } = await fetchBytes(cardPath());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await api.app.request(cardPath(), { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('change when the data does: a new best score makes another image with another ETag', async () => {
    const before = await fetchBytes(cardPath());
    // A new top within what the level's scores make plausible (twice its top is held for review).
    await scoreOnSubjectLevel(subject.name, Math.round(subject.top * 1.5), 5);
    const after = await fetchBytes(cardPath());
    expect(after.res.status).toBe(200);
    expect(pngSize(after.bytes)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.from(after.bytes).equals(Buffer.from(before.bytes))).toBe(false);
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
    // The old ETag no longer matches: a cache that revalidates gets the new card.
    const revalidated = await api.app.request(cardPath(), {
      headers: { 'if-none-match': before.res.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(200);
  });

  it("draw a venue board's card the same size", async () => {
    const { res, bytes } = await fetchBytes(`/api/cards/location/${subject.locationId}/card.png`);
    expect(res.status).toBe(200);
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it('answer 404 for an unknown player or venue and 400 for an id that is not one, never 500', async () => {
    const unknownPlayer = await api.get(
      `/api/cards/player/Nobody%20At%20All/location/${subject.locationId}/card.png`,
    );
    expect(unknownPlayer.status).toBe(404);
    expect(unknownPlayer.body).toMatchObject({ error: { code: 'not_found' } });
    expect((await api.get('/api/cards/location/999999/card.png')).status).toBe(404);
    expect((await api.get('/api/cards/location/abc/card.png')).status).toBe(400);
    expect((await api.get('/api/cards/player/x/location/999999/card.png')).status).toBe(404);
  });
});

describe('feeds', () => {
  it("list a venue's standing top scores, newest first, with stable ids and links to the players' summaries", async () => {
    const parsed = await feed(`/api/feeds/location/${subject.locationId}/atom.xml`);
    expect(parsed.title).toContain(subject.venue);
    // The feed names its own address, at the public origin, as a reader subscribes to it.
    expect(parsed.feedUrl).toBe(`https://stats.example/api/feeds/location/${subject.locationId}/atom.xml`);
    expect(parsed.items.length).toBeGreaterThan(0);
    expect(parsed.items.length).toBeLessThanOrEqual(50);
    const dates = parsed.items.map((i) => Date.parse(i.isoDate ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of parsed.items) {
      expect(item.id).toMatch(/^tag:stats\.example,2026:score\//);
      expect(item.link).toMatch(
        new RegExp(`^https://stats\\.example/player/[^/]+/location/${subject.locationId}/summary$`),
      );
      expect(item.title).toContain('set the top score on');
    }
    // The same answer again: the same ids (a reader shows nothing twice).
    const again = await feed(`/api/feeds/location/${subject.locationId}/atom.xml`);
    expect(again.items.map((i) => i.id)).toEqual(parsed.items.map((i) => i.id));
  });

  it('show a new top score at the top of the venue feed and in the player feed after an import', async () => {
    const newcomer = 'Feed Newcomer Fay';
    await scoreOnSubjectLevel(newcomer, Math.round(subject.top * 1.8), 1);
    const venueFeed = await feed(`/api/feeds/location/${subject.locationId}/atom.xml`);
    expect(venueFeed.items[0]?.title).toContain(
      `${newcomer} set the top score on ${subject.game} L${subject.level + 1}`,
    );
    expect(venueFeed.items[0]?.link).toBe(
      `https://stats.example/player/${encodeURIComponent(newcomer)}/location/${subject.locationId}/summary`,
    );
    const playerFeed = await feed(`/api/feeds/player/${encodeURIComponent(newcomer)}/atom.xml`);
    expect(playerFeed.items).toHaveLength(1);
    expect(playerFeed.items[0]?.title).toContain(
      `Top score at ${subject.venue}: ${subject.game} L${subject.level + 1}`,
    );
    expect(playerFeed.items[0]?.id).toBe(venueFeed.items[0]?.id);
    // The player who held it before: their best there is no longer the top, so their feed says personal best.
    const former = await feed(`/api/feeds/player/${encodeURIComponent(subject.name)}/atom.xml`);
    const level = former.items.find((i) => i.title?.includes(`${subject.game} L${subject.level + 1}`));
    expect(level?.title).toContain('Personal best');
  });

  it('isolate a name with a right-to-left override in their titles: it reorders nothing around it', async () => {
    const name = 'Ev\u202Eli Score';
    await scoreOnSubjectLevel(name, 1, 2);
    const own = await feed(`/api/feeds/player/${encodeURIComponent(name)}/atom.xml`);
    expect(own.title).toBe(`\u2068${name}\u2069: best scores · Arcade Stats`);
  });

  it('answer an ETag and a 304 to a reader that has the feed', async () => {
    const path = `/api/feeds/player/${encodeURIComponent(subject.name)}/atom.xml`;
    const first = await api.app.request(path);
    expect(first.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
    const second = await api.app.request(path, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(second.status).toBe(304);
  });

  it('answer 404 for an unknown player or venue', async () => {
    expect((await api.get('/api/feeds/player/Nobody%20At%20All/atom.xml')).status).toBe(404);
    expect((await api.get('/api/feeds/location/999999/atom.xml')).status).toBe(404);
  });
});
