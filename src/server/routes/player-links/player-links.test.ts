import { startTestApi, TEST_NOW, type TestApi } from '@tests/api/harness';
import { importPlayers } from '@tests/support/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerLink } from '@/contract/schemas/admin';
import { createSession } from '@/server/auth/sessions';
import { queryRows } from '@/server/db/client';

const LEADER = 'Mateo40';
// The same name with a Cyrillic 'а' (U+0430) for the Latin 'a'.
const IMPOSTOR = 'M\u0430teo40';
// The same name with a zero-width space inside, and with a full-width digit.
const HIDDEN = 'Mateo\u200B40';
const WIDE = 'Mateo\uFF140';
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  const db = api.database.db;
  await importPlayers(api.database, [LEADER, IMPOSTOR, HIDDEN, WIDE, 'Plain Pat'], TEST_NOW);
  const [boss] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, role) values ('boss@example.com', 'admin') returning id`,
  );
  admin = `arcade_session=${await createSession(db, api.config, boss?.id ?? 0, TEST_NOW)}`;
  for (const [i, name] of [IMPOSTOR, HIDDEN, WIDE, 'Plain Pat'].entries()) {
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email) values (${`claimant${i}@example.com`}) returning id`,
    );
    await db.execute(
      sql`insert into player_links (player_name, email, user_id) values (${name}, ${`claimant${i}@example.com`}, ${user?.id})`,
    );
  }
});
afterAll(() => api.close());

describe('the admin list of claims', () => {
  it('marks a name that mixes scripts with look-alike letters, naming the player it reads as', async () => {
    const res = await api.get('/api/player-link', { cookie: admin });
    expect(res.status).toBe(200);
    const links = res.body as PlayerLink[];
    expect(links.find((l) => l.playerName === IMPOSTOR)?.lookAlike).toEqual({
      reason: 'mixed-scripts',
      scripts: ['Latin', 'Cyrillic'],
      reads: LEADER,
      existingPlayer: LEADER,
    });
    expect(links.find((l) => l.playerName === 'Plain Pat')?.lookAlike).toBeNull();
  });

  it('marks a name with a character that draws nothing, or a compatibility form, as the player it reads as', async () => {
    const links = (await api.get('/api/player-link', { cookie: admin })).body as PlayerLink[];
    expect(links.find((l) => l.playerName === HIDDEN)?.lookAlike).toEqual({
      reason: 'invisible-characters',
      scripts: [],
      reads: LEADER,
      existingPlayer: LEADER,
    });
    expect(links.find((l) => l.playerName === WIDE)?.lookAlike).toEqual({
      reason: 'compatibility-forms',
      scripts: [],
      reads: LEADER,
      existingPlayer: LEADER,
    });
  });
});
