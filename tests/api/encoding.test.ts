import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { encodedCopiesMade } from '../../src/server/http/encoded-copies';
import { importPlayers } from '../support/events';
import { startTestApi, TEST_NOW, type TestApi } from './harness';

/** What Chromium and Firefox send. */
const BROWSER = 'gzip, deflate, br, zstd';
/** What Safari sends: no zstd. */
const SAFARI = 'gzip, deflate, br';

let api: TestApi;
let playerData = '';
let feed = '';
let board = '';

beforeAll(async () => {
  api = await startTestApi();
  const [best] = await queryRows<{ name: string; location_id: number }>(
    api.database.db,
    sql`select p.name, t.location_id from player_totals t join players p on p.id = t.player_id
        order by t.total_score desc limit 1`,
  );
  const name = encodeURIComponent(best?.name ?? '');
  playerData = `/api/activate/players/player/${name}/location/${best?.location_id}`;
  feed = `/api/feeds/player/${name}/atom.xml`;
  const [venue] = await queryRows<{ name: string }>(api.database.db, sql`select name from locations limit 1`);
  board = `/api/leaderboards/${encodeURIComponent(venue?.name ?? '')}`;
});
afterAll(() => api.close());

const get = (path: string, headers: Record<string, string> = {}) => api.app.request(path, { headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('kept answers, as browsers ask for them', () => {
  it('are compressed once per data version, however many browsers ask', async () => {
    const plain = await bytes(await get(playerData));
    const before = encodedCopiesMade.count;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => get(playerData, { 'accept-encoding': BROWSER })),
    );
    expect(encodedCopiesMade.count - before).toBe(1);
    for (const answer of answers) {
      expect(answer.headers.get('content-encoding')).toBe('zstd');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    }
    expect(zstdDecompressSync(await bytes(answers[0] as Response))).toEqual(plain);

    // A write moves the data version: the next browser's request makes the new version's copy, once.
    const version = api.versions.current;
    await importPlayers(api.database, ['EncodingNewcomer'], TEST_NOW);
    await expect.poll(() => api.versions.current).not.toBe(version);
    const afterWrite = encodedCopiesMade.count;
    for (let i = 0; i < 10; i++) await get(playerData, { 'accept-encoding': BROWSER });
    expect(encodedCopiesMade.count - afterWrite).toBe(1);
  });

  it("go as zstd when they are one player's and the browser takes it, as Brotli when shared or it does not", async () => {
    const plain = await bytes(await get(playerData));
    const safari = await get(playerData, { 'accept-encoding': SAFARI });
    expect(safari.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(safari))).toEqual(plain);
    // A board is sent to every visitor: the smallest copy, whatever the browser offers.
    const shared = await get(board, { 'accept-encoding': BROWSER });
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(await bytes(shared)).toString())).toHaveProperty('today');
  });

  it('carry an ETag per encoding: a match is a 304, the ETag of another encoding is not', async () => {
    const br = await get(playerData, { 'accept-encoding': BROWSER });
    const gzip = await get(playerData, { 'accept-encoding': 'gzip' });
    const plain = await get(playerData);
    const tags = [br, gzip, plain].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    expect(gunzipSync(await bytes(gzip))).toEqual(await bytes(plain));
    const again = await get(playerData, { 'accept-encoding': BROWSER, 'if-none-match': tags[0] ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    const other = await get(playerData, { 'accept-encoding': BROWSER, 'if-none-match': tags[2] ?? '' });
    expect(other.status).toBe(200);
  });

  it('a feed is kept compressed too', async () => {
    const atom = await get(feed, { 'accept-encoding': BROWSER });
    expect(atom.status).toBe(200);
    expect(atom.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(atom)).toString()).toContain('<feed');
  });
});
