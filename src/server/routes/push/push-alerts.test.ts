import {
  liveApis,
  sessionCookie,
  startTestApi,
  TEST_NOW,
  type TestApi,
  testConfig,
} from '@tests/api/harness';
import { type LocalSubscription, startPushService } from '@tests/support/push-endpoint';
import { beatingTop, type HeldTop, topHolder } from '@tests/support/top-holder';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatNumber } from '@/domain/format';
import { queryRows } from '@/server/db/client';
import { type AlertSender, startAlertSender } from '@/server/jobs/alert-sender';
import { sendPushAlert } from '@/server/jobs/push-delivery';
import {
  ALERTS_FULL,
  PLAYER_ALERTS_FULL,
  subscribe as subscribeService,
} from '@/server/services/push-subscriptions';
import { vapidKeys } from '@/server/services/vapid-keys';

const TOKEN = 'ingest-token';
const DAY_MS = 86_400_000;

let api: TestApi;
let push: Awaited<ReturnType<typeof startPushService>>;
let sender: AlertSender;
const senderErrors: unknown[] = [];
let clock = TEST_NOW;
/** The player alerted, their venue and the tops they hold there (each test takes one). */
let holder: Awaited<ReturnType<typeof topHolder>>;
const owner = () => holder.owner;

beforeAll(async () => {
  push = await startPushService();
  api = await startTestApi({
    // The test's push service is on this machine: allowed here only.
    config: testConfig({ INGEST_TOKEN: TOKEN, PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' }),
    now: () => clock,
  });
  const db = api.database.db;
  holder = await topHolder(db, 4);
  // As the server wires it, without a Discord bot: push only.
  sender = startAlertSender(db, {
    push: { keys: () => vapidKeys(db), contact: 'mailto:alerts@example.com', allowPrivateEndpoints: true },
    retryBaseMs: 100,
    retryCapMs: 1000,
    maxAttempts: 3,
    onError: (error) => senderErrors.push(error),
  });
  api.versions.onChange(() => sender.wake());
});
afterAll(async () => {
  await sender?.stop();
  await api?.close();
  await push?.close();
});

/** A rival beats the owner's top on `level`, `day` days after the seed's, then the sender has run. */
async function rivalTakes(level: HeldTop, day: number) {
  clock = new Date(TEST_NOW.getTime() + day * DAY_MS);
  // The import moves the data version, which wakes the sender (as the server wires it, above).
  const moved = new Promise<void>((resolve) => {
    const off = api.versions.onChange(() => {
      off();
      resolve();
    });
  });
  const res = await api.app.request('/api/ingest', beatingTop(level, holder.venue.name, clock, TOKEN));
  expect(res.status).toBe(200);
  await moved;
  await sender.settled();
}

const subscribe = (subscription: LocalSubscription, playerName = owner().name) =>
  api.send('POST', '/api/push/subscriptions', { body: { playerName, subscription } });
/** Subscribes from a browser with these cookies (its device cookie, a session). */
const subscribeAs = (subscription: LocalSubscription, cookies: string) =>
  api.send('POST', '/api/push/subscriptions', { body: { playerName: owner().name, subscription }, cookies });

const level = (i: number) => {
  const l = holder.held[i];
  if (!l) throw new Error(`The owner holds no top number ${i + 1}`);
  return l;
};

async function subscriptionsOf(playerId: number) {
  return queryRows<{ endpoint: string }>(
    api.database.db,
    sql`select endpoint from push_subscriptions where player_id = ${playerId} order by id`,
  );
}

describe('overtaken alerts by Web Push', () => {
  it('keeps its keys in the database (an object), the same across a restart', async () => {
    const first = await api.get('/api/push/key');
    expect(first.status).toBe(200);
    const { publicKey } = first.body as { publicKey: string };
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [stored] = await queryRows<{ kind: string }>(
      api.database.db,
      sql`select jsonb_typeof(value) as kind from app_state where key = 'vapidKeys'`,
    );
    expect(stored?.kind).toBe('object');
    // Another server process (or this one restarted) on the same database: the same key.
    const restarted = await startTestApi({ database: api.database, config: api.config });
    try {
      expect((await restarted.get('/api/push/key')).body).toEqual({ publicKey });
    } finally {
      liveApis.delete(restarted);
      await restarted.versions.stop();
    }
  });

  it('sends one push when a rival takes a top score, signed with the key, and no second that day', async () => {
    const phone = push.subscription();
    const subscribed = await subscribe(phone);
    expect(subscribed).toMatchObject({ status: 200, body: { playerName: owner().name } });
    const { publicKey } = (await api.get('/api/push/key')).body as { publicKey: string };

    await rivalTakes(level(0), 0);
    expect(push.received).toHaveLength(1);
    const [message] = push.received;
    expect(message?.path).toBe(new URL(phone.endpoint).pathname);
    expect(message?.authorization).toContain(`k=${publicKey}`);
    const l = level(0);
    expect(message?.payload).toEqual({
      title: 'Your top score was taken',
      body:
        `Rival Rex took your top score on ${l.game} L${l.level + 1} at ${holder.venue.name} ` +
        `(${formatNumber(l.top + 100)} > ${formatNumber(l.top)}).`,
      url: '/',
    });

    // The same day, another top taken: the day's push has gone, so nothing more.
    await rivalTakes(level(1), 0);
    expect(push.received).toHaveLength(1);
    expect(senderErrors).toEqual([]);
  });

  it('deletes the subscriptions the push service answers 404 or 410, and sends to the others', async () => {
    const gone = push.subscription();
    const unknown = push.subscription();
    for (const s of [gone, unknown]) expect((await subscribe(s)).status).toBe(200);
    push.answer(gone, 410);
    push.answer(unknown, 404);
    const before = push.received.length;

    await rivalTakes(level(2), 1);
    // Tried at each of the three (the first from the test before still answers 201).
    expect(push.received).toHaveLength(before + 3);
    const left = (await subscriptionsOf(owner().id)).map((s) => s.endpoint);
    expect(left).not.toContain(gone.endpoint);
    expect(left).not.toContain(unknown.endpoint);
    expect(left).toHaveLength(1);
    expect(senderErrors).toEqual([]);
  });

  it('stops in one call: no push after unsubscribing', async () => {
    const [only] = await subscriptionsOf(owner().id);
    const res = await api.send('POST', '/api/push/unsubscribe', { body: { endpoint: only?.endpoint } });
    expect(res).toMatchObject({ status: 200, body: { unsubscribed: true } });
    const before = push.received.length;
    await rivalTakes(level(3), 2);
    expect(push.received).toHaveLength(before);
    expect(await subscriptionsOf(owner().id)).toEqual([]);
    // Again: nothing to forget, not an error.
    expect(
      (await api.send('POST', '/api/push/unsubscribe', { body: { endpoint: only?.endpoint } })).body,
    ).toEqual({
      unsubscribed: false,
    });
  });
});

describe('what a push subscription may be', () => {
  it('refuses endpoints the server must not call, unknown players and malformed keys, changing nothing', async () => {
    // The server as deployed: no private endpoints, and room for one more subscription only.
    const strict = await startTestApi({
      database: api.database,
      config: testConfig({ PUSH_MAX_SUBSCRIPTIONS: '1' }),
    });
    try {
      const keys = push.subscription().keys;
      const post = (endpoint: string, playerName = owner().name, k: unknown = keys) =>
        strict.send('POST', '/api/push/subscriptions', {
          body: { playerName, subscription: { endpoint, keys: k } },
        });
      for (const endpoint of [
        'http://fcm.googleapis.com/fcm/send/a',
        'https://127.0.0.1/push',
        'https://localhost/push',
        'https://169.254.169.254/latest',
        'https://[::1]/push',
        // The same host with a trailing dot, and a port no push service uses.
        'https://localhost./push',
        'https://fcm.googleapis.com:8443/fcm/send/a',
        'not an address',
      ]) {
        const res = await post(endpoint);
        expect(res.status, endpoint).toBe(400);
      }
      expect((await post('https://fcm.googleapis.com/fcm/send/b', 'Nobody At All')).status).toBe(404);
      expect(
        (await post('https://fcm.googleapis.com/fcm/send/c', owner().name, { p256dh: '<x>', auth: '' }))
          .status,
      ).toBe(400);
      expect(await subscriptionsOf(owner().id)).toEqual([]);
      // Bounded: the first is kept, the second refused.
      expect((await post('https://fcm.googleapis.com/fcm/send/d')).status).toBe(200);
      const full = await post('https://fcm.googleapis.com/fcm/send/e');
      expect(full.status).toBe(409);
      expect((await subscriptionsOf(owner().id)).map((s) => s.endpoint)).toEqual([
        'https://fcm.googleapis.com/fcm/send/d',
      ]);
    } finally {
      liveApis.delete(strict);
      await strict.versions.stop();
    }
  });
});

describe('where a push goes', () => {
  // Each test's own subscriptions only.
  beforeEach(() =>
    api.database.db.execute(sql`delete from push_subscriptions where player_id = ${owner().id}`),
  );
  const passed = [{ kind: 'passed', by: 'Rival Rex', venue: 'Leeds Grid', position: 2 }] as const;

  /** A resolver of the test's own: each name to one address, and how often it was asked. */
  function resolver(names: Record<string, string>) {
    const asked: string[] = [];
    const resolve = async (host: string) => {
      asked.push(host);
      const address = names[host];
      if (!address) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
      return [{ address, family: 4 }];
    };
    return { asked, resolve };
  }

  it('refuses at subscribe a name that resolves to a private address, changing nothing', async () => {
    const { asked, resolve } = resolver({ '10.0.0.7.nip.io': '10.0.0.7', 'push.example.net': '203.0.113.9' });
    const limits = { maxSubscriptions: 50_000, allowPrivateEndpoints: false, resolve };
    const keys = push.subscription().keys;
    await expect(
      subscribeService(
        api.database.db,
        owner().name,
        { endpoint: 'https://10.0.0.7.nip.io/push/1', keys },
        limits,
        { deviceHash: 'browser-1' },
      ),
    ).rejects.toMatchObject({ kind: 'invalid', message: 'The push endpoint must be a public address.' });
    expect(asked).toEqual(['10.0.0.7.nip.io']);
    expect(await subscriptionsOf(owner().id)).toEqual([]);
    // A name that resolves to a public address is kept.
    await subscribeService(
      api.database.db,
      owner().name,
      { endpoint: 'https://push.example.net/p/1', keys },
      limits,
      { deviceHash: 'browser-1' },
    );
    expect((await subscriptionsOf(owner().id)).map((s) => s.endpoint)).toEqual([
      'https://push.example.net/p/1',
    ]);
    await api.database.db.execute(sql`delete from push_subscriptions where player_id = ${owner().id}`);
  });

  it('holds the bounds when many subscribe at once: ten browsers for a player, and the global bound', async () => {
    const { resolve } = resolver({ 'push.example.net': '203.0.113.9' });
    const keys = push.subscription().keys;
    const at = (i: number) => ({ endpoint: `https://push.example.net/burst/${i}`, keys });
    const burst = (n: number, from: number, maxSubscriptions: number) =>
      Promise.allSettled(
        Array.from({ length: n }, (_, i) =>
          subscribeService(
            api.database.db,
            owner().name,
            at(from + i),
            { maxSubscriptions, allowPrivateEndpoints: false, resolve },
            { deviceHash: `browser-${from + i}` },
          ),
        ),
      );
    const accepted = (results: PromiseSettledResult<unknown>[]) =>
      results.filter((r) => r.status === 'fulfilled').length;
    // 25 at once for one player: ten kept, fifteen refused with 409.
    const first = await burst(25, 0, 50_000);
    expect(accepted(first)).toBe(10);
    expect(
      first.filter((r) => r.status === 'rejected').map((r) => (r.reason as { kind: string }).kind),
    ).toEqual(Array(15).fill('conflict'));
    expect(await subscriptionsOf(owner().id)).toHaveLength(10);
    // Room for two more in all: of five at once (for a player with room), two are kept.
    await api.database.db.execute(sql`delete from push_subscriptions where player_id = ${owner().id}`);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from push_subscriptions`,
    );
    expect(accepted(await burst(5, 100, n + 2))).toBe(2);
    expect(await subscriptionsOf(owner().id)).toHaveLength(2);
  });

  it("binds a subscription to its browser: the browser's next one replaces it", async () => {
    const first = await subscribe(push.subscription());
    expect(first.status).toBe(200);
    const device = first.headers.get('set-cookie')?.match(/arcade_device=[^;]+/)?.[0];
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    if (!device) throw new Error('No device cookie was given');
    // The same browser subscribes again with a new endpoint (its old one expired): one is kept.
    const renewed = push.subscription();
    expect((await subscribeAs(renewed, device)).status).toBe(200);
    expect((await subscriptionsOf(owner().id)).map((s) => s.endpoint)).toEqual([renewed.endpoint]);
    // Another browser's subscription is its own.
    const other = push.subscription();
    expect((await subscribe(other)).status).toBe(200);
    expect((await subscriptionsOf(owner().id)).map((s) => s.endpoint)).toEqual([
      renewed.endpoint,
      other.endpoint,
    ]);
  });

  it("cannot be filled by others against the player's own account, per player or in all", async () => {
    const junk = Array.from({ length: 10 }, () => push.subscription());
    for (const s of junk) expect((await subscribe(s)).status).toBe(200);
    const stranger = await subscribe(push.subscription());
    expect(stranger).toMatchObject({ status: 409, body: { error: { message: PLAYER_ALERTS_FULL } } });

    // The player, logged in with the profile claimed: their browser gets in, in the oldest's place.
    const session = await sessionCookie(api, `owner-${owner().id}@example.com`, 'user');
    await api.database.db.execute(
      sql`update users set player_name = ${owner().name} where email = ${`owner-${owner().id}@example.com`}`,
    );
    const own = push.subscription();
    expect((await subscribeAs(own, session)).status).toBe(200);
    const kept = (await subscriptionsOf(owner().id)).map((s) => s.endpoint);
    expect(kept).toHaveLength(10);
    expect(kept).toContain(own.endpoint);
    expect(kept).not.toContain(junk[0]?.endpoint);

    // Alerts full in all: a stranger is refused, the player's account still gets in.
    await api.database.db.execute(sql`delete from push_subscriptions where endpoint = ${own.endpoint}`);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from push_subscriptions`,
    );
    const full = { maxSubscriptions: n, allowPrivateEndpoints: true };
    const [user] = await queryRows<{ id: number }>(
      api.database.db,
      sql`select id from users where email = ${`owner-${owner().id}@example.com`}`,
    );
    const player = { id: user?.id ?? 0, playerName: owner().name };
    const others = { deviceHash: 'stranger' };
    await expect(
      subscribeService(api.database.db, owner().name, push.subscription(), full, others),
    ).rejects.toMatchObject({ kind: 'conflict', message: ALERTS_FULL });
    await subscribeService(api.database.db, owner().name, own, full, { deviceHash: 'phone', user: player });
    const [{ after } = { after: 0 }] = await queryRows<{ after: number }>(
      api.database.db,
      sql`select count(*)::int as after from push_subscriptions`,
    );
    expect(after).toBe(n);
    expect((await subscriptionsOf(owner().id)).map((s) => s.endpoint)).toContain(own.endpoint);
  });

  it('resolves the name once, and connects to the address it checked', async () => {
    const phone = push.subscription();
    // The endpoint by a name only the test's resolver knows: the message reaches the push service
    // only if the request goes to the address the check resolved.
    const port = new URL(phone.endpoint).port;
    const endpoint = phone.endpoint.replace(`127.0.0.1:${port}`, `push-service.invalid:${port}`);
    await api.database.db.execute(
      sql`insert into push_subscriptions (player_id, endpoint, p256dh, auth)
          values (${owner().id}, ${endpoint}, ${phone.keys.p256dh}, ${phone.keys.auth})`,
    );
    const { asked, resolve } = resolver({ 'push-service.invalid': '127.0.0.1' });
    const before = push.received.length;
    const options = { keys: () => vapidKeys(api.database.db), contact: 'mailto:a@example.com', resolve };
    try {
      expect(
        await sendPushAlert(api.database.db, owner().id, passed, { ...options, allowPrivateEndpoints: true }),
      ).toEqual({ outcome: 'sent' });
      expect(asked).toEqual(['push-service.invalid']);
      expect(push.received.slice(before).map((m) => m.path)).toEqual([new URL(phone.endpoint).pathname]);
    } finally {
      await api.database.db.execute(sql`delete from push_subscriptions where player_id = ${owner().id}`);
    }
  });

  it('sends nothing to a name that resolves to a private address when the alert goes, and forgets it', async () => {
    const phone = push.subscription();
    await api.database.db.execute(
      sql`insert into push_subscriptions (player_id, endpoint, p256dh, auth)
          values (${owner().id}, 'https://rebound.example.net/push/9', ${phone.keys.p256dh}, ${phone.keys.auth})`,
    );
    // Public when it was subscribed; this machine's now.
    const { resolve } = resolver({ 'rebound.example.net': '127.0.0.1' });
    const before = push.received.length;
    const sent = await sendPushAlert(api.database.db, owner().id, passed, {
      keys: () => vapidKeys(api.database.db),
      contact: 'mailto:a@example.com',
      allowPrivateEndpoints: false,
      resolve,
    });
    expect(sent).toEqual({ outcome: 'gone' });
    expect(push.received.length).toBe(before);
    expect(await subscriptionsOf(owner().id)).toEqual([]);
  });
});
