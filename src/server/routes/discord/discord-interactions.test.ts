import { startTestApi, TEST_NOW, type TestApi, testConfig } from '@tests/api/harness';
import { commandBody, pingBody, signedHeaders, testDiscordKeys } from '@tests/support/discord-signing';
import { ndjson } from '@tests/support/events';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassicYesterday } from '@/contract/schemas/classic';
import type { CachedProfiles, PlayerData } from '@/contract/schemas/players';
import { HIDDEN_ROOM_ID } from '@/domain/constants';
import { discordLiteral } from '@/domain/discord-markdown';
import { queryRows } from '@/server/db/client';
import { registerCommandsRequest } from '@/server/discord/commands';
import { rememberedInteractions } from '@/server/discord/replay';

const keys = testDiscordKeys();
const other = testDiscordKeys();
const ROLES = '900000000000000001';
const OWNER = '111111111111111111';
let api: TestApi;
let profile: string;
// The server's clock: tests move it to let remembered interactions expire.
let clock = TEST_NOW;

beforeAll(async () => {
  api = await startTestApi({
    config: testConfig({
      DISCORD_PUBLIC_KEY: keys.publicKeyHex,
      DISCORD_ROLES_CHANNEL_ID: ROLES,
      INGEST_TOKEN: 'discord-token',
    }),
    now: () => clock,
  });
  const [p] = await queryRows<{ name: string }>(
    api.database.db,
    sql`select p.name from player_totals t join players p on p.id = t.player_id
        where t.player_id not in (select player_id from tracked_profiles) order by t.total_score desc limit 1`,
  );
  profile = p?.name ?? '';
  // The owner: logged in with Discord, claim approved.
  await api.database.db.execute(
    sql`insert into users (email, discord_id, player_name) values ('owner@example.com', ${OWNER}, ${profile})`,
  );
});
afterAll(() => api.close());

const at = String(Math.floor(TEST_NOW.getTime() / 1000));
const post = (body: string, headers: Record<string, string>) =>
  api.app.request('/api/discord/interactions', { method: 'POST', headers, body });
const command = async (name: 'track' | 'untrack', who = OWNER, channel = ROLES, player = profile) => {
  const body = commandBody(name, player, who, channel);
  const res = await post(body, signedHeaders(keys.privateKey, body, at));
  expect(res.status).toBe(200);
  return (await res.json()) as { type: number; data: { content: string; flags: number } };
};

describe('POST /api/discord/interactions', () => {
  it('answers PING with PONG', async () => {
    const body = pingBody();
    const res = await post(body, signedHeaders(keys.privateKey, body, at));
    expect(await res.json()).toEqual({ type: 1 });
  });

  it('answers 401 to every missing, foreign, tampered or stale signature', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.json(),
        fc.constantFrom('missing', 'wrong key', 'tampered body', 'tampered timestamp', 'stale', 'garbage'),
        async (json, attack) => {
          const body = pingBody({ extra: json });
          let headers: Record<string, string> = signedHeaders(keys.privateKey, body, at);
          let sent = body;
          if (attack === 'missing') headers = { 'content-type': 'application/json' };
          if (attack === 'wrong key') headers = signedHeaders(other.privateKey, body, at);
          if (attack === 'tampered body') sent = body.replace(/}$/, ',"injected":true}');
          if (attack === 'tampered timestamp')
            headers = { ...headers, 'x-signature-timestamp': String(Number(at) + 1) };
          if (attack === 'stale') {
            const old = String(Number(at) - 3600);
            headers = signedHeaders(keys.privateKey, body, old);
          }
          if (attack === 'garbage') headers = { ...headers, 'x-signature-ed25519': 'zz'.repeat(64) };
          const res = await post(sent, headers);
          expect(res.status).toBe(401);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('answers 401 to a correctly signed timestamp that is not decimal seconds within 5 minutes', async () => {
    const now = Number(at);
    for (const timestamp of [
      'abc',
      '',
      ' ',
      `${now}.5`,
      `${now} `,
      `+${now}`,
      '1e9',
      `0x${now.toString(16)}`,
      'Infinity',
      'NaN',
      '-1',
      String(now - 301),
      String(now + 301),
      '9'.repeat(30),
    ]) {
      const body = pingBody();
      const res = await post(body, signedHeaders(keys.privateKey, body, timestamp));
      expect(res.status, JSON.stringify(timestamp)).toBe(401);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBeTruthy();
    }
    for (const timestamp of [String(now - 299), String(now + 299)]) {
      const body = pingBody();
      expect((await post(body, signedHeaders(keys.privateKey, body, timestamp))).status, timestamp).toBe(200);
    }
  });

  it('refuses a replayed interaction, and forgets ids once no request could still pass', async () => {
    const body = pingBody();
    const headers = signedHeaders(keys.privateKey, body, at);
    expect((await post(body, headers)).status).toBe(200);
    const replay = await post(body, headers);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({
      error: { code: 'unauthorized', message: 'This interaction was received already (replayed request).' },
    });
    // A command is refused the same way, and changes nothing the second time.
    const track = commandBody('track', 'nobody-by-this-name', OWNER, ROLES);
    expect((await post(track, signedHeaders(keys.privateKey, track, at))).status).toBe(200);
    expect((await post(track, signedHeaders(keys.privateKey, track, at))).status).toBe(401);
    expect(await rememberedInteractions(api.database.db)).toBeGreaterThan(0);
    // Eleven minutes on, a new interaction clears every id that no fresh request could carry.
    clock = new Date(TEST_NOW.getTime() + 11 * 60_000);
    try {
      const later = pingBody();
      const res = await post(
        later,
        signedHeaders(keys.privateKey, later, String(Math.floor(clock.getTime() / 1000))),
      );
      expect(res.status).toBe(200);
      expect(await rememberedInteractions(api.database.db)).toBe(1);
    } finally {
      clock = TEST_NOW;
    }
  });

  it('answers 400 with a JSON message to a signed body that is not an interaction', async () => {
    for (const body of [
      'null',
      '[]',
      '"x"',
      '42',
      '{}',
      '{"type":1}',
      '{"id":"1","type":"1"}',
      '{"id":1,"type":1}',
    ]) {
      const res = await post(body, signedHeaders(keys.privateKey, body, at));
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, body).toMatch(
        /not an interaction/,
      );
    }
    expect(api.unexpected).toEqual([]);
  });

  it('refuses a profile name no player could have (a NUL, control characters) with a clear reply', async () => {
    for (const name of ['Ace\u0000', '\u0000', 'a\u0007b']) {
      const reply = await command('track', OWNER, ROLES, name);
      expect(reply.data).toEqual({
        content: 'That is not a player name Arcade Stats could have: check the spelling and try again.',
        flags: 64,
      });
    }
    expect(api.unexpected).toEqual([]);
  });

  it('refuses commands outside the roles channel, and from anyone but the owner, saying what to do', async () => {
    const wrongChannel = await command('track', OWNER, '42');
    expect(wrongChannel.data).toEqual({
      content: `Please use /track in the <#${ROLES}> channel.`,
      flags: 64,
    });
    const stranger = await command('track', '222222222222222222');
    expect(
      stranger.data.content.startsWith(`Only the owner of ${discordLiteral(profile)} can do this. Log in`),
    ).toBe(true);
    expect(stranger.data.flags).toBe(64);
    const unknown = await command('track', OWNER, ROLES, 'nobody-by-this-name');
    expect(unknown.data.content).toBe('No player named nobody\\-by\\-this\\-name was found on Arcade Stats.');
    // A name typed as markdown is shown as typed: no masked link in the bot's reply.
    const link = await command('track', OWNER, ROLES, '[Claim prize](https://evil.example)');
    expect(link.data.content).toBe(
      'No player named \\[Claim prize\\]\\(https://evil.example\\) was found on Arcade Stats.',
    );
  });

  it("tracks the owner's profile from yesterday's close at once (what 'since yesterday' means), and untracks it", async () => {
    const [venue] = await queryRows<{
      id: number;
      name: string;
      room: string;
      game: string;
      level: number;
      score: number;
    }>(
      api.database.db,
      sql`select l.id, l.name, r.name as room, g.name as game, s.level, s.high_score as score
          from scores s join players p on p.id = s.player_id join locations l on l.id = s.location_id
          join games g on g.id = s.game_id join rooms r on r.id = g.room_id
          where p.name = ${profile} and r.id <> ${HIDDEN_ROOM_ID} order by s.high_score desc limit 1`,
    );
    if (!venue) throw new Error(`${profile} has no score`);
    // A better score today, before the owner starts tracking: today's total is above yesterday's close.
    const res = await api.app.request('/api/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', authorization: 'Bearer discord-token' },
      body: ndjson([
        {
          player: profile,
          location: venue.name,
          room: venue.room,
          game: venue.game,
          level: venue.level,
          score: venue.score + 1000,
          playedAt: new Date(TEST_NOW.getTime() - 60_000).toISOString(),
        },
      ]),
    });
    expect(res.status).toBe(200);

    const tracked = await command('track');
    expect(tracked.data.content).toMatch(/ is now tracked at \d+ venues?: .* since yesterday's close\.$/);
    expect(tracked.data.content.startsWith(`${discordLiteral(profile)} is now tracked`)).toBe(true);
    const at = `/api/activate/players/player/${encodeURIComponent(profile)}/location/${venue.id}`;
    const cached = (await api.get(`${at}/cached-profiles`)).body as CachedProfiles;
    const snapshot = cached.cachedProfiles[venue.name];
    // The profile as yesterday closed, as the rollover takes it: the same total as the board's yesterday.
    expect(snapshot?.day).toBe('2026-11-19');
    const yesterday = await api.get(
      `/locations/${venue.id}/players/${encodeURIComponent(profile)}/yesterday`,
    );
    expect(snapshot?.totalScore).toBe((yesterday.body as ClassicYesterday).local_score);
    const today = (await api.get(at)).body as PlayerData;
    expect(today.totalScore - (snapshot?.totalScore ?? 0)).toBeGreaterThanOrEqual(1000);

    const untracked = await command('untrack');
    expect(untracked.data.content).toBe(`${discordLiteral(profile)} is no longer tracked.`);
    const after = await api.get(`${at}/cached-profiles`);
    expect(after.body).toEqual({ cachedProfiles: {} });
  });
});

describe('npm run discord:register', () => {
  it('builds the request that registers /track and /untrack', () => {
    const request = registerCommandsRequest('123', 'bot-token');
    expect(request.url).toBe('https://discord.com/api/v10/applications/123/commands');
    expect(request.init.method).toBe('PUT');
    expect(request.init.headers.Authorization).toBe('Bot bot-token');
    const commands = JSON.parse(request.init.body) as Array<{
      name: string;
      options: Array<{ name: string; required: boolean }>;
    }>;
    expect(commands.map((c) => c.name)).toEqual(['track', 'untrack']);
    for (const c of commands)
      expect(c.options).toEqual([expect.objectContaining({ name: 'profile', required: true })]);
  });
});
