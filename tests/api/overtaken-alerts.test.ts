import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/domain/format';
import { queryRows } from '../../src/server/db/client';
import { type AlertSender, startAlertSender } from '../../src/server/jobs/alert-sender';
import { type DiscordApiMock, startDiscordApiMock } from '../support/discord-api-mock';
import { commandBody, signedHeaders, testDiscordKeys } from '../support/discord-signing';
import { beatingTop, type HeldTop, topHolder } from '../support/top-holder';
import { startTestApi, TEST_NOW, type TestApi, testConfig } from './harness';

const keys = testDiscordKeys();
const ROLES = '900000000000000001';
const OWNER = '333333333333333333';
const TOKEN = 'ingest-token';
const BOT = 'test-bot-token';
const BASE_MS = 150;
const DAY_MS = 86_400_000;

let api: TestApi;
let mock: DiscordApiMock;
let sender: AlertSender;
/** How far the sender's clock is ahead of the real one: a test moves it on instead of waiting. */
let senderAhead = 0;
const senderErrors: unknown[] = [];
let clock = TEST_NOW;
let owner: { id: number; name: string };
let venue: { id: number; name: string };
/** Levels whose top the owner holds at the venue; each test takes one. */
let held: HeldTop[];

beforeAll(async () => {
  mock = await startDiscordApiMock();
  api = await startTestApi({
    config: testConfig({
      DISCORD_PUBLIC_KEY: keys.publicKeyHex,
      DISCORD_ROLES_CHANNEL_ID: ROLES,
      DISCORD_BOT_TOKEN: BOT,
      DISCORD_API_URL: mock.url,
      INGEST_TOKEN: TOKEN,
    }),
    now: () => clock,
  });
  const db = api.database.db;
  // Only this test's owner is tracked: the demo's tracked profiles would get messages too.
  await db.execute(sql`delete from tracked_profiles`);
  ({ owner, venue, held } = await topHolder(db, 6));
  await db.execute(
    sql`insert into users (email, discord_id, player_name) values ('alerts@example.com', ${OWNER}, ${owner.name})`,
  );
  sender = startAlertSender(db, senderOptions());
  // As the server wires it: every data change (an import) wakes the sender.
  api.versions.onChange(() => sender.wake());
  expect((await command('track')).data.content).toContain('is now tracked');
});
/** The sender's settings, as the server wires it: the bot, and short waits between attempts. */
const senderOptions = () => ({
  api: { baseUrl: mock.url, botToken: BOT },
  retryBaseMs: BASE_MS,
  retryCapMs: 5000,
  maxAttempts: 5,
  onError: (error: unknown) => senderErrors.push(error),
  now: () => new Date(Date.now() + senderAhead),
});

afterAll(async () => {
  await sender?.stop();
  await api?.close();
  await mock?.close();
});

async function command(name: 'track' | 'untrack') {
  const body = commandBody(name, owner.name, OWNER, ROLES);
  const at = String(Math.floor(clock.getTime() / 1000));
  const res = await api.app.request('/api/discord/interactions', {
    method: 'POST',
    headers: signedHeaders(keys.privateKey, body, at),
    body,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: { content: string } };
}

/** A rival beats the owner's top score on `level` through the ingest API, `day` days after the seed's. */
async function rivalTakes(level: (typeof held)[number], day: number, player = 'Rival Rex', by = 100) {
  clock = new Date(TEST_NOW.getTime() + day * DAY_MS);
  const res = await api.app.request('/api/ingest', beatingTop(level, venue.name, clock, TOKEN, player, by));
  expect(res.status).toBe(200);
  expect(((await res.json()) as { accepted: number }).accepted).toBe(1);
}

const takenText = (level: (typeof held)[number]) =>
  `Rival Rex took your top score on ${level.game} L${level.level + 1} at ${venue.name} ` +
  `(${formatNumber(level.top + 100)} > ${formatNumber(level.top)}).`;

const ownMessages = () => mock.messages().filter((m) => m.channel === `dm-${OWNER}`);

async function until(done: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  await sender.settled();
}

const level = (i: number) => {
  const l = held[i];
  if (!l) throw new Error(`The owner holds no top number ${i + 1}`);
  return l;
};

describe('overtaken alerts', () => {
  it('sends the owner one direct message, through the bot, when a rival takes their top score', async () => {
    // A second machine's sender, woken by the same import: the alert still goes once.
    const second = startAlertSender(api.database.db, senderOptions());
    const unsubscribe = api.versions.onChange(() => second.wake());
    await rivalTakes(level(0), 0);
    await until(() => ownMessages().length > 0);
    await Promise.all([sender.settled(), second.settled()]);
    unsubscribe();
    await second.stop();
    expect(ownMessages()).toEqual([{ channel: `dm-${OWNER}`, content: takenText(level(0)) }]);
    const [open, post] = mock.requests;
    expect(open).toMatchObject({
      method: 'POST',
      path: '/api/v10/users/@me/channels',
      authorization: `Bot ${BOT}`,
      body: { recipient_id: OWNER },
    });
    expect(post).toMatchObject({
      path: `/api/v10/channels/dm-${OWNER}/messages`,
      authorization: `Bot ${BOT}`,
    });
    expect(mock.requests).toHaveLength(2);
  });

  it('sends nothing more the same day, however many tops are taken', async () => {
    mock.reset();
    await rivalTakes(level(1), 0);
    sender.wake();
    await until(() => mock.requests.length > 0, 600);
    expect(mock.requests).toEqual([]);
    const [day] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from overtaken_alerts where player_id = ${owner.id}`,
    );
    expect(day?.n).toBe(1);
  });

  it('retries a 5xx with growing waits and delivers on the third attempt', async () => {
    mock.reset();
    mock.script({ status: 500, body: { message: 'oops' } }, { status: 502, body: {} });
    await rivalTakes(level(2), 1);
    await until(() => ownMessages().length > 0);
    expect(ownMessages()).toEqual([{ channel: `dm-${OWNER}`, content: takenText(level(2)) }]);
    const opens = mock.requests.filter((r) => r.path.endsWith('/users/@me/channels')).map((r) => r.at);
    expect(opens).toHaveLength(3);
    const [first, second, third] = opens as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(BASE_MS - 5);
    expect(third - second).toBeGreaterThanOrEqual(2 * BASE_MS - 5);
    expect(third - second).toBeGreaterThan(second - first);
  });

  it("waits a 429's retry_after before trying again", async () => {
    mock.reset();
    mock.script({
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: 0.3, global: false },
    });
    await rivalTakes(level(3), 2);
    await until(() => ownMessages().length > 0);
    expect(ownMessages()).toEqual([{ channel: `dm-${OWNER}`, content: takenText(level(3)) }]);
    const opens = mock.requests.filter((r) => r.path.endsWith('/users/@me/channels')).map((r) => r.at);
    expect(opens).toHaveLength(2);
    expect((opens[1] ?? 0) - (opens[0] ?? 0)).toBeGreaterThanOrEqual(295);
  });

  it('tells a tracked player who passed them on the board, and their new place', async () => {
    mock.reset();
    const db = api.database.db;
    const OTHER = '444444444444444444';
    const [rex] = await queryRows<{ id: number; total: number }>(
      db,
      sql`select t.player_id as id, t.total_score::int as total from player_totals t join players p on p.id = t.player_id
          where p.name = 'Rival Rex' and t.location_id = ${venue.id}`,
    );
    // A level Rex has not played: his next score there adds all of itself to his total.
    const [next] = await queryRows<{ room: string; game: string; level: number; top: number }>(
      db,
      sql`select r.name as room, g.name as game, t.level, t.top_score as top from level_tops t
          join games g on g.id = t.game_id join rooms r on r.id = g.room_id
          where t.location_id = ${venue.id} and g.room_id <> 21
            and not exists (select 1 from scores s where s.player_id = ${rex?.id} and s.location_id = t.location_id
                            and s.game_id = t.game_id and s.level = t.level)
          order by t.top_score desc limit 1`,
    );
    if (!rex || !next) throw new Error('no level left for the rival');
    const gain = next.top + 100;
    // Someone Rex is below now and will be above after (and who holds no top Rex could take).
    const [passed] = await queryRows<{ id: number; name: string; total: number }>(
      db,
      sql`select t.player_id as id, p.name, t.total_score::int as total from player_totals t join players p on p.id = t.player_id
          where t.location_id = ${venue.id} and t.total_score >= ${rex.total} and t.total_score < ${rex.total + gain}
            and t.player_id <> ${rex.id} and t.top_scores = 0
          order by t.total_score desc limit 1`,
    );
    if (!passed) throw new Error('nobody for the rival to pass');
    await db.execute(
      sql`insert into users (email, discord_id, player_name) values ('passed@example.com', ${OTHER}, ${passed.name})`,
    );
    await db.execute(
      sql`insert into tracked_profiles (player_id, chat_user_id) values (${passed.id}, ${OTHER})`,
    );
    await rivalTakes(next, 4);
    const toPassed = () => mock.messages().filter((m) => m.channel === `dm-${OTHER}`);
    await until(() => toPassed().length > 0);
    const [place] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int + 1 as n from player_totals where location_id = ${venue.id} and total_score > ${passed.total}`,
    );
    expect(toPassed()).toEqual([
      {
        channel: `dm-${OTHER}`,
        content: `Rival Rex passed you on the ${venue.name} board: you are now #${place?.n}.`,
      },
    ]);
  });

  it('writes a name as it is in the message: no masked link, heading or markup of its own', async () => {
    mock.reset();
    const phisher = '[Claim prize](https://evil.example) **now**';
    await rivalTakes(level(5), 5, phisher);
    await until(() => ownMessages().length > 0);
    const [message] = ownMessages();
    expect(message?.content).toContain(
      String.raw`\[Claim prize\]\(https://evil.example\) \*\*now\*\* took your top score`,
    );
    expect(message?.content).not.toContain('[Claim prize](');
  });

  it('sends nothing once the owner has typed /untrack, not even what was waiting', async () => {
    mock.reset();
    // The sender is held up by a rate limit, so the day's alert is waiting when /untrack comes.
    mock.script({ status: 429, body: { retry_after: 0.4 } });
    await rivalTakes(level(4), 3);
    await until(() => mock.requests.length > 0);
    expect((await command('untrack')).data.content).toBe(`${owner.name} is no longer tracked.`);
    // Past the rate limit's retry_after (0.4 s) for the sender: the alert is due again.
    senderAhead += 600;
    sender.wake();
    await sender.settled();
    expect(ownMessages()).toEqual([]);
    const [left] = await queryRows<{ n: number }>(
      api.database.db,
      sql`select count(*)::int as n from overtaken_alerts where player_id = ${owner.id} and sent_at is null`,
    );
    expect(left?.n).toBe(0);
    expect(senderErrors).toEqual([]);
  });
});
