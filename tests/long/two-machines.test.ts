import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerData } from '../../src/contract/schemas/players';
import { formatNumber } from '../../src/domain/format';
import { type Database, openDatabase, queryRows } from '../../src/server/db/client';
import { type LocalSubscription, startPushService } from '../support/push-endpoint';
import { type RoundRobinProxy, startRoundRobinProxy } from '../support/round-robin-proxy';
import { spawnServer, stopProcess } from '../support/server-command';
import { beatingTop, topHolder } from '../support/top-holder';
import { ADMIN_URL, admin, runScript } from './support';

/**
 * Two machines of one chain: two `npm start` servers (ports of their own, two workers each) on one
 * PostgreSQL database, behind a round-robin load balancer. The chain is one site: a client's
 * allowance and the daily counts are one server's, a write through one is read through the other
 * within a second and neither serves a page it kept from before it, the day left open is rolled
 * over once, and an overtaken alert is sent once.
 */
const NAME = `arcade_long_two_${process.pid}`;
const PORTS = [4700 + (process.pid % 30) * 3, 4701 + (process.pid % 30) * 3];
/** The load balancer's: the site's public address. */
const PUBLIC_PORT = 4702 + (process.pid % 30) * 3;
const PUBLIC_ORIGIN = `http://127.0.0.1:${PUBLIC_PORT}`;
const TOKEN = 'two-machines';
const SEARCHES_A_MINUTE = 8;

interface Machine {
  origin: string;
  process: ChildProcess;
  output: string;
}
let machines: Machine[] = [];
let balancer: RoundRobinProxy;
let database: Database;
let push: Awaited<ReturnType<typeof startPushService>>;
let openDay = '';

const until = async (check: () => Promise<boolean> | boolean, what: string, limitMs = 120_000) => {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}\n${machines.map((m) => m.output).join('\n---\n')}`);
};

function startMachine(port: number, url: string): Machine {
  const machine: Machine = {
    origin: `http://127.0.0.1:${port}`,
    output: '',
    process: spawnServer({
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '2',
        PUBLIC_ORIGIN,
        INGEST_TOKEN: TOKEN,
        // The load balancer, and a CDN in front of it that says who the visitor is.
        TRUST_PROXY: '2',
        RATE_LIMIT_SEARCH: String(SEARCHES_A_MINUTE),
        WARM_PAGES: 'false',
        CACHE_STATUS_HEADER: 'true',
        HOLD_IMPLAUSIBLE_SCORES: 'false',
        // The test's push service is on this machine.
        PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  };
  for (const stream of [machine.process.stdout, machine.process.stderr])
    stream?.on('data', (d) => {
      machine.output += d;
    });
  return machine;
}

beforeAll(async () => {
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const target = new URL(ADMIN_URL);
  target.pathname = `/${NAME}`;
  const url = target.toString();
  const seed = runScript('seed', ['--players', '300', '--locations', '2', '--days', '2'], {
    DATABASE_URL: url,
  });
  expect(await seed.done, seed.output()).toBe(0);
  database = await openDatabase({ databaseUrl: url, pgliteDir: '', timeoutMs: 0 });
  // Yesterday left open, as if every machine had been down at the rollover hour.
  const [day] = await queryRows<{ day: string }>(
    database.db,
    sql`update app_state set value = to_jsonb(((value #>> '{}')::date - 1)::text)
        where key = 'lastRolloverDay' returning (value #>> '{}')::date + 1 as day`,
  );
  openDay = String(day?.day ?? '');
  push = await startPushService();
  machines = PORTS.map((port) => startMachine(port, url));
  await until(
    () => machines.every((m) => (m.output.match(/ serving/g) ?? []).length === 2),
    'two machines, two workers each',
    240_000,
  );
  balancer = await startRoundRobinProxy(
    machines.map((m) => m.origin),
    PUBLIC_PORT,
  );
});

afterAll(async () => {
  await balancer?.close();
  await Promise.all(machines.map((m) => stopProcess(m.process)));
  await push?.close();
  await database?.close();
  await admin(`drop database if exists ${NAME} with (force)`);
});

/** A GET on a connection of its own (the kernel hands each new connection to either worker). */
const get = (url: string) =>
  new Promise<{ status: number; cache: string; text: string }>((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cache: String(res.headers['x-page-cache'] ?? ''), text }),
        );
      })
      .on('error', reject);
  });

/** A request through the load balancer from the visitor at `address`, as a browser on this site sends it. */
const visitor = (address: string, init: RequestInit = {}) => ({
  ...init,
  headers: { 'x-forwarded-for': address, origin: PUBLIC_ORIGIN, ...init.headers },
});

describe('two machines behind a load balancer', () => {
  it("give a visitor one server's allowance, and count their visit once", async () => {
    const [leader] = await queryRows<{ name: string }>(
      database.db,
      sql`select p.name from player_totals t join players p on p.id = t.player_id order by t.total_score desc limit 1`,
    );
    const path = `/api/activate/playerlocations/${encodeURIComponent(leader?.name ?? '')}`;
    const statuses: number[] = [];
    for (let i = 0; i < SEARCHES_A_MINUTE + 4; i++)
      statuses.push((await fetch(`${balancer.origin}${path}`, visitor('203.0.113.20'))).status);
    expect(statuses).toEqual([...Array(SEARCHES_A_MINUTE).fill(200), 429, 429, 429, 429]);
    expect(balancer.sent.every((n) => n >= SEARCHES_A_MINUTE / 2)).toBe(true);

    const visit = async (address: string) =>
      (
        (await (
          await fetch(`${balancer.origin}/api/stats/visits`, visitor(address, { method: 'POST' }))
        ).json()) as { visitsCount: number }
      ).visitsCount;
    const first = await visit('203.0.113.21');
    for (let i = 0; i < 3; i++) expect(await visit('203.0.113.21')).toBe(first);
    expect(await visit('203.0.113.22')).toBe(first + 1);
  });

  it('rolled the open day over once between them', () => {
    const rolled = machines.map(
      (m) => (m.output.match(new RegExp(`Rolled over ${openDay}`, 'g')) ?? []).length,
    );
    expect(
      rolled.reduce((a, b) => a + b, 0),
      machines.map((m) => m.output).join('\n---\n'),
    ).toBe(1);
  });

  it('read a write made through the other within a second, kept pages and all, and send its alert once', async () => {
    const { owner, venue, held } = await topHolder(database.db, 1);
    const level = held[0];
    if (!level) throw new Error('the owner holds no top');
    const phone: LocalSubscription = push.subscription();
    const subscribed = await fetch(
      `${balancer.origin}/api/push/subscriptions`,
      visitor('203.0.113.30', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ playerName: owner.name, subscription: phone }),
      }),
    );
    expect(subscribed.status, await subscribed.clone().text()).toBe(200);

    // Each machine keeps the owner's page and answer as they are now (new connections, so that
    // both workers of each are asked).
    const [one, other] = machines as [Machine, Machine];
    const dataPath = `/api/activate/players/player/${encodeURIComponent(owner.name)}/location/${venue.id}`;
    const pagePath = `/player/${encodeURIComponent(owner.name)}/location/${venue.id}/games`;
    for (const m of machines) {
      const seen: string[] = [];
      for (let i = 0; i < 6; i++) {
        expect((await get(`${m.origin}${dataPath}`)).status).toBe(200);
        const page = await get(`${m.origin}${pagePath}`);
        expect(page.status).toBe(200);
        seen.push(page.cache);
      }
      expect(seen, m.origin).toContain('hit');
    }

    // A rival takes the owner's top through one machine; the other has it within a second.
    const rival = 'Rival Ruth';
    const written = await fetch(
      `${one.origin}/api/ingest`,
      beatingTop(level, venue.name, new Date(), TOKEN, rival),
    );
    expect(written.status, await written.clone().text()).toBe(200);
    const wrote = Date.now();
    const hasIt = async () => {
      const data = JSON.parse((await get(`${other.origin}${dataPath}`)).text) as PlayerData;
      return data.scores.some((s) => s.topScore === level.top + 100);
    };
    await until(hasIt, 'the write read through the other machine', 10_000);
    const tookMs = Date.now() - wrote;
    console.info(`the other machine had the write after ${tookMs} ms`);
    expect(tookMs).toBeLessThan(1000);
    // Neither serves the page it kept: every worker of both shows the new top.
    for (const m of machines)
      for (let i = 0; i < 6; i++)
        expect((await get(`${m.origin}${pagePath}`)).text, m.origin).toContain(formatNumber(level.top + 100));

    // Both machines' senders heard of the import: the owner's phone gets one push.
    await until(() => push.received.length > 0, 'the push', 30_000);
    await new Promise((r) => setTimeout(r, 2000));
    expect(push.received).toHaveLength(1);
  });
});
