import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { registerCommandsRequest } from '../../src/server/discord/commands';
import { commandBody, signedHeaders, testDiscordKeys } from '../support/discord-signing';
import { startTestApi, TEST_NOW, type TestApi, testConfig } from './harness';

const keys = testDiscordKeys();
const other = testDiscordKeys();
const ROLES = '900000000000000001';
const OWNER = '111111111111111111';
let api: TestApi;
let profile: string;

beforeAll(async () => {
  api = await startTestApi({
    config: testConfig({ DISCORD_PUBLIC_KEY: keys.publicKeyHex, DISCORD_ROLES_CHANNEL_ID: ROLES }),
    now: () => TEST_NOW,
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
    const body = JSON.stringify({ type: 1 });
    const res = await post(body, signedHeaders(keys.privateKey, body, at));
    expect(await res.json()).toEqual({ type: 1 });
  });

  it('answers 401 to every missing, foreign, tampered or stale signature', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.json(),
        fc.constantFrom('missing', 'wrong key', 'tampered body', 'tampered timestamp', 'stale', 'garbage'),
        async (json, attack) => {
          const body = JSON.stringify({ type: 1, extra: json });
          let headers: Record<string, string> = signedHeaders(keys.privateKey, body, at);
          let sent = body;
          if (attack === 'missing') headers = { 'content-type': 'application/json' };
          if (attack === 'wrong key') headers = signedHeaders(other.privateKey, body, at);
          if (attack === 'tampered body') sent = JSON.stringify({ type: 1, extra: json, injected: true });
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

  it('refuses commands outside the roles channel, and from anyone but the owner, saying what to do', async () => {
    const wrongChannel = await command('track', OWNER, '42');
    expect(wrongChannel.data).toEqual({
      content: `Please use /track in the <#${ROLES}> channel.`,
      flags: 64,
    });
    const stranger = await command('track', '222222222222222222');
    expect(stranger.data.content).toMatch(new RegExp(`^Only the owner of ${profile} can do this\\. Log in`));
    expect(stranger.data.flags).toBe(64);
    const unknown = await command('track', OWNER, ROLES, 'nobody-by-this-name');
    expect(unknown.data.content).toBe('No player named nobody-by-this-name was found on Arcade Stats.');
  });

  it("tracks the owner's profile with a first snapshot at once, and untracks it", async () => {
    const tracked = await command('track');
    expect(tracked.data.content).toMatch(new RegExp(`^${profile} is now tracked at \\d+ venues?`));
    const [venue] = await queryRows<{ id: number }>(
      api.database.db,
      sql`select t.location_id as id from player_totals t join players p on p.id = t.player_id where p.name = ${profile} limit 1`,
    );
    const cached = await api.get(
      `/api/activate/players/player/${encodeURIComponent(profile)}/location/${venue?.id}/cached-profiles`,
    );
    const snapshots = Object.values(
      (cached.body as { cachedProfiles: Record<string, { day: string }> }).cachedProfiles,
    );
    expect(snapshots.length).toBeGreaterThan(0);
    expect(snapshots[0]?.day).toBe('2026-11-20');

    const untracked = await command('untrack');
    expect(untracked.data.content).toBe(`${profile} is no longer tracked.`);
    const after = await api.get(
      `/api/activate/players/player/${encodeURIComponent(profile)}/location/${venue?.id}/cached-profiles`,
    );
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
