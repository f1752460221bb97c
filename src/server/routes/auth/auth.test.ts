import { startTestApi, type TestApi, testConfig } from '@tests/api/harness';
import { type MockProviders, startMockProviders } from '@tests/support/oauth-mocks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';

let api: TestApi;
let mocks: MockProviders;

beforeAll(async () => {
  mocks = await startMockProviders();
  api = await startTestApi({
    // Every login step counts against the per-client login limit: this file takes many.
    config: testConfig({ ...mocks.env, ADMIN_EMAILS: 'ada.admin@example.com', RATE_LIMIT_LOGIN: '1000' }),
  });
});
afterAll(async () => {
  await api.close();
  await mocks.stop();
});

/** The cookies a response sets, as name -> value. */
function setCookies(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}

/** Starts a login at our site and follows the provider's redirect back: the callback URL and the login cookie. */
async function toCallback(provider: 'google' | 'discord', returnTo = '/somewhere?x=1') {
  const start = await api.app.request(`/auth/${provider}?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  const login = setCookies(start.headers).arcade_login ?? '';
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '');
  return { authorize, callback, login };
}

const finish = (callback: URL, login: string) =>
  api.app.request(`${callback.pathname}${callback.search}`, { headers: { cookie: `arcade_login=${login}` } });

describe('logging in', () => {
  it('sends the browser to Google with PKCE (S256), a state and a nonce, bound to it by a cookie', async () => {
    const { authorize, login } = await toCallback('google');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toBe(login);
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost/auth/google/callback');
  });

  it('with Google: creates the user (admin by configured e-mail), starts a session and returns to the page', async () => {
    const { callback, login } = await toCallback('google', '/player/Ace/location/1/summary');
    const done = await finish(callback, login);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/player/Ace/location/1/summary');
    const session = setCookies(done.headers).arcade_session ?? '';
    expect(session.length).toBeGreaterThanOrEqual(43);
    expect(done.headers.getSetCookie().find((c) => c.startsWith('arcade_session='))).toMatch(
      /HttpOnly; SameSite=Lax/i,
    );
    const me = await api.get('/api/auth/me', { cookie: `arcade_session=${session}` });
    expect(me.body).toMatchObject({
      isAuthenticated: true,
      user: {
        role: 'admin',
        email: 'ad***@ex***.com',
        displayName: 'Ada Admin',
        playerName: null,
        playerLocationId: null,
        heldScores: 0,
      },
      providers: { google: true, discord: true },
    });
    // Only a hash of the session id is stored.
    const rows = await queryRows<{ id_hash: string }>(api.database.db, sql`select id_hash from sessions`);
    expect(rows.map((r) => r.id_hash)).not.toContain(session);
  });

  it('with Discord: reads the account from Discord, a plain user', async () => {
    const { callback, login } = await toCallback('discord');
    const done = await finish(callback, login);
    const session = setCookies(done.headers).arcade_session ?? '';
    const me = await api.get('/api/auth/me', { cookie: `arcade_session=${session}` });
    expect(me.body).toMatchObject({
      isAuthenticated: true,
      // How many scores wait for review is an admin's alone.
      user: { role: 'user', displayName: 'nelly', heldScores: null },
    });
    const [user] = await queryRows<{ discord_id: string }>(
      api.database.db,
      sql`select discord_id from users where email = 'nelly.player@example.com'`,
    );
    expect(user?.discord_id).toBe(mocks.identities.discord.id);
  });

  it("names an approved claim's venue with the highest total: where that player is the user's own", async () => {
    const { callback, login } = await toCallback('discord');
    const session = setCookies((await finish(callback, login)).headers).arcade_session ?? '';
    const me = () => api.get('/api/auth/me', { cookie: `arcade_session=${session}` });
    expect((await me()).body).toMatchObject({ user: { playerName: null, playerLocationId: null } });
    // A player of several venues, and the venue of their highest total.
    const [best] = await queryRows<{ name: string; location_id: number }>(
      api.database.db,
      sql`select p.name, t.location_id from player_totals t join players p on p.id = t.player_id
          where t.player_id in (select player_id from player_totals where total_score > 0
                                group by player_id having count(*) > 1)
          order by t.total_score desc, t.location_id limit 1`,
    );
    // What an admin's approval of the claim does to the account.
    await api.database.db.execute(
      sql`update users set player_name = ${best?.name} where email = 'nelly.player@example.com'`,
    );
    expect((await me()).body).toMatchObject({
      user: { playerName: best?.name, playerLocationId: best?.location_id },
    });
    await api.database.db.execute(
      sql`update users set player_name = 'Nobody Of That Name' where email = 'nelly.player@example.com'`,
    );
    expect((await me()).body).toMatchObject({ user: { playerLocationId: null } });
    await api.database.db.execute(
      sql`update users set player_name = null where email = 'nelly.player@example.com'`,
    );
  });

  it('rejects a replayed callback, a state from another browser, and a tampered PKCE verifier', async () => {
    const first = await toCallback('google');
    expect((await finish(first.callback, first.login)).status).toBe(302);
    const replay = await finish(first.callback, first.login);
    expect(replay.status).toBe(400);
    expect(setCookies(replay.headers).arcade_session).toBeUndefined();

    const second = await toCallback('google');
    const foreign = await finish(second.callback, 'someone-elses-state');
    expect(foreign.status).toBe(400);

    const third = await toCallback('google');
    await api.database.db.execute(
      sql`update auth_requests set code_verifier = 'tampered-verifier-tampered-verifier-tampered-verifier'`,
    );
    const tampered = await finish(third.callback, third.login);
    expect(tampered.status).toBe(400);
    expect(setCookies(tampered.headers).arcade_session).toBeUndefined();
  });

  it('never returns to another site, however the return path is spelled', async () => {
    for (const target of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example/phish',
      '/%2e%2e//evil.example',
    ]) {
      const { callback, login } = await toCallback('google', target);
      const done = await finish(callback, login);
      expect(done.headers.get('location'), target).toBe('/');
    }
  });

  it('a new login replaces the old session (no fixation), and logout ends it on the server', async () => {
    const a = await toCallback('google');
    const first = setCookies((await finish(a.callback, a.login)).headers).arcade_session ?? '';
    const b = await toCallback('google');
    const again = await api.app.request(`${b.callback.pathname}${b.callback.search}`, {
      headers: { cookie: `arcade_login=${b.login}; arcade_session=${first}` },
    });
    const second = setCookies(again.headers).arcade_session ?? '';
    expect(second).not.toBe(first);
    expect((await api.get('/api/auth/me', { cookie: `arcade_session=${first}` })).body).toMatchObject({
      isAuthenticated: false,
    });
    const out = await api.app.request('/auth/logout', {
      headers: { cookie: `arcade_session=${second}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.status).toBe(302);
    expect((await api.get('/api/auth/me', { cookie: `arcade_session=${second}` })).body).toMatchObject({
      isAuthenticated: false,
    });
  });

  it('logout returns only to a page of this site, however the return path is spelled', async () => {
    for (const target of ['/.//evil.example/x', '/%2e%2e//evil.example', '//evil.example', '/api/x']) {
      const out = await api.app.request(`/auth/logout?returnTo=${encodeURIComponent(target)}`, {
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(out.headers.get('location'), target).toBe('/');
    }
    const page = await api.app.request('/auth/logout?returnTo=/toc', {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(page.headers.get('location')).toBe('/toc');
  });

  it('logout ends the session only for a request from this site; another site gets a button', async () => {
    const login = async () => {
      const { callback, login: state } = await toCallback('google');
      return setCookies((await finish(callback, state)).headers).arcade_session ?? '';
    };
    const loggedIn = async (session: string) =>
      (
        (await api.get('/api/auth/me', { cookie: `arcade_session=${session}` })).body as {
          isAuthenticated: boolean;
        }
      ).isAuthenticated;
    const session = await login();
    // A link or an image on another site, and a request that says nothing of where it comes from.
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      {},
    ]) {
      const out = await api.app.request('/auth/logout?returnTo=/toc', {
        headers: { cookie: `arcade_session=${session}`, ...headers },
      });
      expect(out.status, JSON.stringify(headers)).toBe(200);
      expect(out.headers.get('content-type')).toMatch(/^text\/html/);
      expect(out.headers.get('cache-control')).toBe('no-store');
      expect(out.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(out.headers.getSetCookie().some((c) => c.startsWith('arcade_session='))).toBe(false);
      const html = await out.text();
      expect(html).toContain('<form method="get" action="/auth/logout">');
      expect(html).toContain('name="returnTo" value="/toc"');
      expect(await loggedIn(session)).toBe(true);
    }
    // The page's own button, a link on this site, a browser without Sec-Fetch-Site.
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost' },
      { referer: 'http://localhost/player/Ace/location/1/summary' },
    ]) {
      const again = await login();
      const out = await api.app.request('/auth/logout?returnTo=/toc', {
        headers: { cookie: `arcade_session=${again}`, ...headers },
      });
      expect(out.status, JSON.stringify(headers)).toBe(302);
      expect(out.headers.get('location')).toBe('/toc');
      expect(await loggedIn(again)).toBe(false);
    }
  });

  it('says a provider is not configured instead of failing', async () => {
    // The same allowance as the other app: on PostgreSQL both count this client's logins together.
    const bare = await startTestApi({
      database: api.database,
      config: testConfig({ RATE_LIMIT_LOGIN: '1000' }),
    });
    expect((await bare.get('/api/auth/me')).body).toMatchObject({
      providers: { google: false, discord: false },
    });
    const res = await bare.get('/auth/google');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: 'not_configured', message: 'Google login is not configured.' },
    });
  });

  it('ends idle and over-age sessions', async () => {
    const { createSession, sessionUser } = await import('@/server/auth/sessions');
    const [user] = await queryRows<{ id: number }>(
      api.database.db,
      sql`insert into users (email, role) values ('idle@example.com', 'user') returning id`,
    );
    const config = testConfig({ SESSION_IDLE_DAYS: '1', SESSION_MAX_DAYS: '3' });
    const start = new Date('2026-11-20T10:00:00Z');
    const id = await createSession(api.database.db, config, user?.id ?? 0, start);
    const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
    // Each use within a day keeps it alive...
    expect(await sessionUser(api.database.db, config, id, at(20))).toBeDefined();
    expect(await sessionUser(api.database.db, config, id, at(40))).toBeDefined();
    expect(await sessionUser(api.database.db, config, id, at(60))).toBeDefined();
    // Past the absolute limit, however active.
    expect(await sessionUser(api.database.db, config, id, at(73))).toBeUndefined();
    const idle = await createSession(api.database.db, config, user?.id ?? 0, start);
    expect(await sessionUser(api.database.db, config, idle, at(25))).toBeUndefined();
  });

  it('purges sessions and logins that can never be used again, and keeps the live ones', async () => {
    const { createSession, sessionUser } = await import('@/server/auth/sessions');
    const { saveLoginRequest, takeLoginRequest } = await import('@/server/auth/login-requests');
    const { purgeExpired } = await import('@/server/jobs/housekeeping');
    const db = api.database.db;
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, role) values ('purge@example.com', 'user') returning id`,
    );
    const config = testConfig({ SESSION_IDLE_DAYS: '1', SESSION_MAX_DAYS: '3' });
    const start = new Date('2026-11-20T10:00:00Z');
    const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
    const forgotten = await createSession(db, config, user?.id ?? 0, start);
    const active = await createSession(db, config, user?.id ?? 0, at(20));
    const login = (state: string, expiresAt: Date) =>
      saveLoginRequest(db, state, { provider: 'google', codeVerifier: 'v', returnTo: '/', expiresAt });
    await login('abandoned-state', at(1));
    await login('pending-state', at(30));

    // A day and more later: the session never presented again is idle, the other was just used.
    // (Earlier tests of this file left sessions and logins of their own, still live or expired.)
    const count = async (table: 'sessions' | 'auth_requests') =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]
        ?.n ?? 0;
    const [expired] = await queryRows<{ logins: number }>(
      db,
      sql`select count(*)::int as logins from auth_requests where expires_at <= ${at(26).toISOString()}`,
    );
    const before = { sessions: await count('sessions'), logins: await count('auth_requests') };
    const purged = await purgeExpired(db, config, at(26));
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.loginRequests).toBe(expired?.logins);
    expect(await count('sessions')).toBe(before.sessions - purged.sessions);
    expect(await count('auth_requests')).toBe(before.logins - purged.loginRequests);
    // Of this user's two sessions, the forgotten one went (before anyone presented it again).
    const mine = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from sessions where user_id = ${user?.id ?? 0}`,
    );
    expect(mine[0]?.n).toBe(1);
    expect(await sessionUser(db, config, active, at(26))).toBeDefined();
    expect(await sessionUser(db, config, forgotten, at(26))).toBeUndefined();
    expect(await takeLoginRequest(db, 'pending-state')).toBeDefined();
    expect(await takeLoginRequest(db, 'abandoned-state')).toBeUndefined();
    // Nothing left to purge: a second run changes nothing.
    expect(await purgeExpired(db, config, at(26))).toEqual({
      sessions: 0,
      loginRequests: 0,
      staleClaims: 0,
      counted: 0,
    });
  });
});
