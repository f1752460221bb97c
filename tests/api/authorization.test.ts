import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import { queryRows } from '../../src/server/db/client';
import { endpointsByName as endpoints } from '../../src/server/endpoints';
import type { AnyEndpoint as Endpoint } from '../../src/server/http/endpoint';
import { digest } from '../support/digest';
import { startTestApi, TEST_NOW, type TestApi, testConfig } from './harness';

/**
 * The route table, walked: every endpoint of the contract is classified (public, user, admin, or a
 * machine endpoint with its own credential), and every mutation is tried anonymously, as a plain
 * user and as an admin, and without the anti-forgery header or from another origin.
 */
let api: TestApi;
const cookie: Record<'user' | 'admin', string> = { user: '', admin: '' };
let plainUserId = 0;
let counter = 0;

beforeAll(async () => {
  api = await startTestApi({ config: testConfig({ INGEST_TOKEN: 'machine-token' }) });
  const db = api.database.db;
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, role) values ('boss@example.com', 'admin') returning id`,
  );
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, role) values ('pat@example.com', 'user') returning id`,
  );
  plainUserId = user?.id ?? 0;
  cookie.admin = `arcade_session=${await createSession(db, api.config, admin?.id ?? 0, TEST_NOW)}`;
  cookie.user = `arcade_session=${await createSession(db, api.config, plainUserId, TEST_NOW)}`;
});
afterAll(() => api.close());

const player = async (offset: number) =>
  (
    await queryRows<{ name: string }>(
      api.database.db,
      sql`select name from players order by id offset ${offset} limit 1`,
    )
  )[0]?.name ?? '';

/** A pending claim to decide (filed by a fresh user). */
async function pendingLink(): Promise<number> {
  const db = api.database.db;
  const [u] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email) values (${`claimer${counter++}@example.com`}) returning id`,
  );
  const [l] = await queryRows<{ id: number }>(
    db,
    sql`insert into player_links (player_name, email, user_id) values (${await player(50 + counter)}, 'c@example.com', ${u?.id ?? 0}) returning id`,
  );
  return l?.id ?? 0;
}

/** A venue nobody played, to rename or remove. */
async function emptyVenue(): Promise<number> {
  const [v] = await queryRows<{ id: number }>(
    api.database.db,
    sql`insert into locations (name, city) values (${`Spare ${counter++}`}, 'Nowhere') returning id`,
  );
  return v?.id ?? 0;
}

async function spareBadge(): Promise<number> {
  const [b] = await queryRows<{ id: number }>(
    api.database.db,
    sql`insert into badges (title, description) values ('Spare', 'To delete') returning id`,
  );
  return b?.id ?? 0;
}

/** A score held for review, on a real level of a real venue (a new player's, so accepting it is harmless). */
async function heldScore(): Promise<number> {
  const [h] = await queryRows<{ id: number }>(
    api.database.db,
    sql`insert into held_scores (player_name, name_key, location_id, game_id, level, played_at, score, top_score, bound)
        select ${`Held ${counter}`}, ${`held ${counter}`}, t.location_id, t.game_id, t.level,
          ${TEST_NOW.toISOString()}::timestamptz - interval '1 hour', 5, t.top_score, t.top_score * 2
        from level_tops t order by t.location_id, t.game_id, t.level limit 1
        returning id`,
  );
  counter++;
  return h?.id ?? 0;
}

/** A counted score to void: some player's best on some level. */
async function countedScore() {
  const [s] = await queryRows<{ name: string; location_id: number; game_id: number; level: number }>(
    api.database.db,
    sql`select p.name, s.location_id, s.game_id, s.level::int as level from scores s
        join players p on p.id = s.player_id order by s.player_id, s.location_id, s.game_id, s.level
        offset ${counter++} limit 1`,
  );
  return { playerName: s?.name, locationId: s?.location_id, gameId: s?.game_id, level: s?.level };
}

/** A voided score to restore: a counted one, voided first. */
async function voidedScore(): Promise<number> {
  const ref = await countedScore();
  const voided = await api.send('POST', '/api/admin/voided-scores', { body: ref, cookies: cookie.admin });
  return (voided.body as { voidedId: number }).voidedId;
}

/** A valid request for every mutation a browser makes. */
const samples: Record<string, () => Promise<{ path: string; body?: unknown }>> = {
  countVisit: async () => ({ path: '/api/stats/visits' }),
  pushSubscribe: async () => ({
    path: '/api/push/subscriptions',
    body: {
      playerName: await player(0),
      subscription: {
        endpoint: `https://fcm.googleapis.com/fcm/send/authz-${counter++}`,
        keys: { p256dh: 'BPk', auth: 'c2VjcmV0' },
      },
    },
  }),
  pushUnsubscribe: async () => ({
    path: '/api/push/unsubscribe',
    body: { endpoint: 'https://fcm.googleapis.com/x' },
  }),
  requestPlayerLink: async () => ({
    path: '/api/player-link/request',
    body: { playerName: await player(counter++), email: 'me@example.com' },
  }),
  approvePlayerLink: async () => ({ path: `/api/player-link/approve/${await pendingLink()}` }),
  denyPlayerLink: async () => ({ path: `/api/player-link/deny/${await pendingLink()}` }),
  resetPlayerLink: async () => ({ path: `/api/player-link/reset/${await pendingLink()}` }),
  addLocation: async () => ({
    path: '/api/locations',
    body: { name: `New Venue ${counter++}`, city: 'York' },
  }),
  updateLocation: async () => ({
    path: `/api/locations/${await emptyVenue()}`,
    body: { name: `Renamed ${counter++}` },
  }),
  deleteLocation: async () => ({ path: `/api/locations/${await emptyVenue()}` }),
  addBadge: async () => ({
    path: '/api/badges',
    body: { title: 'Night Owl II', description: 'Late again.' },
  }),
  updateBadge: async () => ({
    path: `/api/badges/${await spareBadge()}`,
    body: { title: 'Renamed', description: 'Edited.' },
  }),
  deleteBadge: async () => ({ path: `/api/badges/${await spareBadge()}` }),
  updateChallenge: async () => ({
    path: '/api/challenges/1',
    body: { gameLevel: '3', scoreRecords: [{ score: 4200, displayName: 'Guest' }] },
  }),
  deleteChallenge: async () => ({ path: '/api/challenges/2' }),
  setUserRole: async () => ({ path: `/api/users/${plainUserId}/role`, body: { role: 'user' } }),
  acceptHeldScore: async () => ({ path: `/api/admin/held-scores/${await heldScore()}/accept`, body: {} }),
  rejectHeldScore: async () => ({ path: `/api/admin/held-scores/${await heldScore()}/reject`, body: {} }),
  voidScore: async () => ({ path: '/api/admin/voided-scores', body: await countedScore() }),
  restoreScore: async () => ({ path: `/api/admin/voided-scores/${await voidedScore()}/restore`, body: {} }),
  followPlayers: async () => ({ path: '/api/auth/friends', body: { names: [await player(counter++)] } }),
  unfollowPlayer: async () => ({ path: `/api/auth/friends/${encodeURIComponent(await player(1))}` }),
};

const all = Object.entries(endpoints) as Array<[string, Endpoint]>;
const fill = (path: string) => path.replace('{playerName}', 'AnyName').replace(/\{\w+\}/g, '1');
const MACHINE = new Set(['ingest', 'discord']);
// What a browser's mutations can touch (the big score tables are read-only to them).
const WRITABLE = [
  'users',
  'sessions',
  'player_links',
  'locations',
  'badges',
  'badge_players',
  'challenges',
  'challenge_scores',
  'daily_visits',
  'held_scores',
  'voided_scores',
  'score_audit',
  'push_subscriptions',
  'followed_players',
];

describe('the route table', () => {
  it('classifies every endpoint as public, user, admin, or a machine endpoint', () => {
    for (const [name, e] of all)
      expect(['public', 'user', 'admin', 'ingest', 'discord'], name).toContain(e.access);
    // Accounts' own data and every admin list need a login.
    for (const name of ['playerLinks', 'adminLocations', 'challenges', 'challenge', 'users']) {
      expect(endpoints[name]?.access).toBe('admin');
    }
  });

  it('has a sample request for every mutation a browser makes (so this test covers new ones)', () => {
    const mutations = all.filter(([, e]) => e.method !== 'GET' && !MACHINE.has(e.access)).map(([n]) => n);
    expect(mutations.sort()).toEqual(Object.keys(samples).sort());
  });

  it('answers 401 to anonymous and 403 to plain users on every admin read', async () => {
    for (const [name, e] of all.filter(([, e]) => e.access === 'admin' && e.method === 'GET')) {
      const path = fill(e.path);
      expect((await api.get(path)).status, name).toBe(401);
      expect((await api.get(path, { cookie: cookie.user })).status, name).toBe(403);
      expect((await api.get(path, { cookie: cookie.admin })).status, name).toBe(200);
    }
  });

  it('lets every mutation through only for the right role: 401 anonymous, 403 plain user, success for an admin', async () => {
    for (const [name, e] of all.filter(([, e]) => e.method !== 'GET' && !MACHINE.has(e.access))) {
      const method = e.method as 'POST' | 'PUT' | 'DELETE';
      const sample = await (samples[name] as () => Promise<{ path: string; body?: unknown }>)();
      const anonymous = await api.send(method, sample.path, { body: sample.body });
      const asUser = await api.send(method, sample.path, { body: sample.body, cookies: cookie.user });
      if (e.access === 'public') {
        expect(anonymous.status, name).toBe(200);
        continue;
      }
      expect(anonymous.status, `${name} anonymous`).toBe(401);
      if (e.access === 'admin') expect(asUser.status, `${name} as user`).toBe(403);
      else expect(asUser.status, `${name} as user`).toBe(200);
      const fresh = await (samples[name] as () => Promise<{ path: string; body?: unknown }>)();
      const asAdmin = await api.send(method, fresh.path, { body: fresh.body, cookies: cookie.admin });
      expect(asAdmin.status, `${name} as admin: ${JSON.stringify(asAdmin.body)}`).toBe(200);
    }
    expect(api.unexpected).toEqual([]);
  });

  it('refuses every mutation without the anti-forgery header, or from another origin, and changes nothing', async () => {
    // Anonymous writes (a visit) have no token to echo: their origin is what is checked (below).
    for (const [name, e] of all.filter(
      ([, e]) => e.method !== 'GET' && !MACHINE.has(e.access) && e.access !== 'public',
    )) {
      const method = e.method as 'POST' | 'PUT' | 'DELETE';
      const sample = await (samples[name] as () => Promise<{ path: string; body?: unknown }>)();
      const before = await digest(api.database, WRITABLE);
      const noToken = await api.send(method, sample.path, {
        body: sample.body,
        cookies: cookie.admin,
        xsrf: false,
      });
      const foreign = await api.send(method, sample.path, {
        body: sample.body,
        cookies: cookie.admin,
        origin: 'https://evil.example',
      });
      expect(noToken.status, `${name} without token`).toBe(403);
      expect(foreign.status, `${name} from another origin`).toBe(403);
      expect(await digest(api.database, WRITABLE), name).toEqual(before);
    }
  });

  it('takes an anonymous write from this site without a token, and refuses it from another site', async () => {
    for (const [name, e] of all.filter(([, e]) => e.method !== 'GET' && e.access === 'public')) {
      const method = e.method as 'POST' | 'PUT' | 'DELETE';
      const sample = await (samples[name] as () => Promise<{ path: string; body?: unknown }>)();
      const before = await digest(api.database, WRITABLE);
      const foreign = await api.send(method, sample.path, {
        body: sample.body,
        origin: 'https://evil.example',
      });
      const crossSite = await api.app.request(sample.path, {
        method,
        headers: { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
      });
      expect(foreign.status, `${name} from another origin`).toBe(403);
      expect(crossSite.status, `${name} sent by another site's page`).toBe(403);
      expect(await digest(api.database, WRITABLE), name).toEqual(before);
      const ours = await api.app.request(sample.path, {
        method,
        headers: {
          origin: 'http://localhost',
          'sec-fetch-site': 'same-origin',
          ...(sample.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(sample.body === undefined ? {} : { body: JSON.stringify(sample.body) }),
      });
      expect(ours.status, `${name} from this site, no token`).toBe(200);
    }
  });

  it('refuses machine endpoints without their bearer token', async () => {
    for (const [name, e] of all.filter(([, e]) => e.access === 'ingest')) {
      const res = await api.app.request(e.path, {
        method: e.method,
        headers: { 'content-type': 'application/json', authorization: 'Bearer wrong' },
        body: '{}',
      });
      expect(res.status, name).toBe(401);
    }
  });
});
