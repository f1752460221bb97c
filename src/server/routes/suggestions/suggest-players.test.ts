import { startTestApi, TEST_NOW, type TestApi } from '@tests/api/harness';
import { importEvents, importPlayers } from '@tests/support/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerSuggestion } from '@/contract/schemas/suggestions';
import { suggestionKey } from '@/domain/search-key';
import { queryRows } from '@/server/db/client';
import { backfillSearchKeys } from '@/server/db/search-keys';

let api: TestApi;
let home: number;
let other: { id: number; name: string };

// Names the seed never makes (it has Zoë204 and IonPilot, but no Qorvo nor Zoë785); imported the
// way a venue feed brings new players in, so the import's own search keys are what is searched.
const IMPORTED = ['QorvoSprinter', 'Qorvonic Ivy', 'QORVO', 'Lionheart', 'Zoë785', 'Ørjan Ås'];

beforeAll(async () => {
  api = await startTestApi();
  home = await importPlayers(api.database, IMPORTED, TEST_NOW);
  const [venue] = await queryRows<{ id: number; name: string }>(
    api.database.db,
    sql`select id, name from locations where id <> ${home} order by id limit 1`,
  );
  other = { id: venue?.id ?? 0, name: venue?.name ?? '' };
  // Qorvonic Ivy also plays at a second venue, and a newcomer plays only there.
  const [level] = await queryRows<{ room: string; game: string }>(
    api.database.db,
    sql`select r.name as room, g.name as game from location_games lg join games g on g.id = lg.game_id
        join rooms r on r.id = g.room_id where lg.location_id = ${other.id} and r.id <> 21 order by g.id limit 1`,
  );
  const playedAt = new Date(TEST_NOW.getTime() - 30_000).toISOString();
  const at = { location: other.name, room: level?.room ?? '', game: level?.game ?? '', level: 0, playedAt };
  await importEvents(
    api.database,
    [
      { player: 'Qorvonic Ivy', score: 90_000, ...at },
      { player: 'Qorvoe Elsewhere', score: 10, ...at },
    ],
    TEST_NOW,
  );
  api.reads.clear();
});
afterAll(() => api.close());

const suggest = async (query: string) => {
  const res = await api.get(`/api/players/suggest?${query}`);
  return { ...res, names: (res.body as PlayerSuggestion[]).map?.((s) => s.name) };
};

describe('GET /api/players/suggest', () => {
  it('puts the same name first, then names starting with it, best known first', async () => {
    const { status, names, body } = await suggest('q=Qorvo');
    expect(status).toBe(200);
    // QORVO is the same name once case is folded; Qorvonic Ivy's 90,000 elsewhere beats the rest.
    expect(names).toEqual(['QORVO', 'Qorvonic Ivy', 'QorvoSprinter', 'Qorvoe Elsewhere']);
    const ivy = (body as PlayerSuggestion[])[1];
    expect(ivy?.locations.map((l) => l.id)).toEqual([other.id, home]);
  });

  it("folds accents both ways: 'zoe785' finds Zoë785, 'orjan as' finds Ørjan Ås", async () => {
    expect((await suggest('q=zoe785')).names[0]).toBe('Zoë785');
    expect((await suggest(`q=${encodeURIComponent('ZOË785')}`)).names[0]).toBe('Zoë785');
    expect((await suggest('q=orjan%20as')).names[0]).toBe('Ørjan Ås');
  });

  it('finds a name with a letter wrong or missing', async () => {
    expect((await suggest('q=QorvoSprintr')).names).toContain('QorvoSprinter');
    expect((await suggest('q=zoa785')).names).toContain('Zoë785');
    expect((await suggest('q=lionhaert')).names).toContain('Lionheart');
  });

  it('keeps to one venue when asked', async () => {
    const { names } = await suggest(`q=qorvo&locationId=${other.id}`);
    expect(names).toEqual(['Qorvonic Ivy', 'Qorvoe Elsewhere']);
    // A player found there still lists every venue they play at.
    const { body } = await suggest(`q=qorvonic&locationId=${other.id}`);
    expect((body as PlayerSuggestion[])[0]?.locations).toHaveLength(2);
  });

  it('answers at most 8 names, and nothing for a blank or unknown text', async () => {
    // Every seeded name has an 'a' or an 'e' in it somewhere, but only some start with them.
    const many = await suggest('q=a');
    expect(many.names.length).toBeGreaterThan(0);
    expect(many.names.length).toBeLessThanOrEqual(8);
    expect((await suggest('q=%20%20')).body).toEqual([]);
    expect((await suggest('q=qqxxzzqqxx')).body).toEqual([]);
  });

  it('takes % and _ as themselves, not as wildcards', async () => {
    // As wildcards, either would start every name.
    expect((await suggest('q=%25')).body).toEqual([]);
    expect((await suggest('q=_')).body).toEqual([]);
  });

  it('refuses a missing, over-long or control-character text with a 400 that says why', async () => {
    const missing = await api.get('/api/players/suggest');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { message: expect.stringContaining('q is required') } });
    const long = await api.get(`/api/players/suggest?q=${'x'.repeat(65)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      error: { message: expect.stringContaining('longer than a player name') },
    });
    const control = await api.get('/api/players/suggest?q=a%07b');
    expect(control.status).toBe(400);
    const venue = await api.get('/api/players/suggest?q=qorvo&locationId=zero');
    expect(venue.status).toBe(400);
  });

  it('looks a text that folds to many letters up by a name’s length of it (64 x U+FDFA folds to 1,152)', async () => {
    const { status, body } = await suggest(`q=${encodeURIComponent('\uFDFA'.repeat(64))}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
    // What the database was asked about: a name's length of the folded text, not 1,152 letters.
    expect(Array.from(suggestionKey('\uFDFA'.repeat(64)))).toHaveLength(64);
  });

  it('may be kept by shared caches like the other public reads', async () => {
    const res = await api.get('/api/players/suggest?q=ion');
    expect(res.headers.get('cache-control')).toContain('public');
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('gives every player the import or the seed wrote a search key', async () => {
    const [missing] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from players where search_key is null`,
    );
    expect(missing?.n).toBe(0);
  });

  it('fills the keys a migration left empty, with the same folding the import uses', async () => {
    await api.database.db.execute(
      sql`update players set search_key = null where name in ('Zoë785', 'Ørjan Ås')`,
    );
    expect(await backfillSearchKeys(api.database.db)).toBe(2);
    const rows = await queryRows<{ search_key: string }>(
      api.database.db,
      sql`select search_key from players where name in ('Zoë785', 'Ørjan Ås') order by search_key`,
    );
    expect(rows.map((r) => r.search_key)).toEqual(['orjan as', 'zoe785']);
    expect(await backfillSearchKeys(api.database.db)).toBe(0);
  });
});
