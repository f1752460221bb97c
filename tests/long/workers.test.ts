import { execFileSync, type spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerData } from '../../src/contract/schemas/players';
import { spawnServer, stopProcess } from '../support/server-command';
import { ADMIN_URL, admin, runScript } from './support';

/**
 * `npm start` on PostgreSQL runs one worker per core (here WEB_CONCURRENCY=2) on one port: both
 * answer, a write made through either is seen by both (their kept answers follow the data version
 * through the database), a worker that dies is replaced while the other answers, and only one of
 * them runs the jobs.
 */
const NAME = `arcade_long_workers_${process.pid}`;
const PORT = 4800 + (process.pid % 90);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOKEN = 'long-workers';
let server: ReturnType<typeof spawn> | undefined;
let output = '';

/** The primary's workers (its child processes), by pid. */
const workers = () =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(server?.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter((pid) => pid > 0);

/** The workers that have run the jobs, in order (the primary announces each). */
const jobsPids = () =>
  [...output.matchAll(/Worker (\d+) serving, running the jobs\./g)].map((m) => Number(m[1]));

/** A process's processor time so far, in clock ticks. */
const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
};

/**
 * A GET on a connection of its own (fetch would keep one open and reuse it): the cluster hands
 * each new connection to the next worker.
 */
const get = (path: string, timeoutMs = 0) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.get(`${ORIGIN}${path}`, { agent: false, timeout: timeoutMs }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error(TIMED_OUT)));
  });

/** How long a request may go unanswered before it counts as kept waiting (a busy machine's worst is under a second). */
const WAIT_MS = 5000;
const TIMED_OUT = 'no answer in time';

const until = async (check: () => Promise<boolean> | boolean, what: string) => {
  for (let i = 0; i < 240; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}\n${output}`);
};

beforeAll(async () => {
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const target = new URL(ADMIN_URL);
  target.pathname = `/${NAME}`;
  const seed = runScript('seed', ['--players', '300', '--locations', '2', '--days', '1'], {
    DATABASE_URL: target.toString(),
  });
  expect(await seed.done, seed.output()).toBe(0);
  server = spawnServer({
    env: {
      ...process.env,
      DATABASE_URL: target.toString(),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '2',
      INGEST_TOKEN: TOKEN,
      WARM_PAGES: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  await until(() => output.includes('(2 workers)') && output.split(' serving').length === 3, 'two workers');
});

afterAll(async () => {
  if (server) await stopProcess(server);
  await admin(`drop database if exists ${NAME} with (force)`);
});

describe('one worker per core on PostgreSQL', () => {
  it('both workers answer, and agree after a write made through either', async () => {
    const board = JSON.parse((await get('/api/leaderboards/world')).text) as {
      today: Array<{ players: string; locationId: number; venue: string }>;
    };
    const first = board.today[0];
    if (!first) throw new Error('the seeded chain has no board');
    const dataPath = `/api/activate/players/player/${encodeURIComponent(first.players)}/location/${first.locationId}`;
    const read = async () => JSON.parse((await get(dataPath)).text) as PlayerData;
    // Both workers keep the player's answer as it is now.
    const before = await read();
    await read();
    const level = before.scores.find((s) => s.highScore < s.topScore) ?? before.scores[0];
    if (!level) throw new Error('the player has no level');
    const score = level.topScore + 10;

    const ticks = workers().map(cpuTicks);
    const ingest = await fetch(`${ORIGIN}/api/ingest`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${TOKEN}`,
        'content-type': 'application/x-ndjson',
      },
      body: JSON.stringify({
        player: first.players,
        location: before.locationName,
        room: level.roomName,
        game: level.gameName,
        level: level.levelId,
        score,
        playedAt: new Date().toISOString(),
      }),
    });
    expect(ingest.status, await ingest.clone().text()).toBe(200);
    expect(await ingest.json()).toMatchObject({ records: 1 });
    // One worker made the write; the other hears of it through the database (a notification's
    // trip). Once two reads in a row (one from each) have it, every later read has it too.
    const scoreOf = (data: PlayerData) =>
      data.scores.find((s) => s.gameId === level.gameId && s.levelId === level.levelId)?.highScore;
    await until(async () => scoreOf(await read()) === score && scoreOf(await read()) === score, 'agreement');
    for (let i = 0; i < 8; i++) expect(scoreOf(await read()), `read ${i + 1}`).toBe(score);
    // Pages of sixteen players, each rendered anew (a page once kept would cost its worker
    // nothing the next time): the connections alternate between the workers, so each renders
    // about eight.
    for (const entry of board.today.slice(1, 17)) {
      const page = await get(
        `/player/${encodeURIComponent(entry.players)}/location/${entry.locationId}/games`,
      );
      expect(page.status).toBe(200);
    }
    // Each worker rendered its share of the pages (30 ms or more of processor time each, however
    // busy the machine); an idle worker's upkeep in the same seconds is a tick or two.
    const worked = workers().map((pid, i) => cpuTicks(pid) - (ticks[i] ?? 0));
    console.info(`processor ticks per worker: ${worked.join(', ')}`);
    expect(
      worked.every((t) => t >= 5),
      `processor ticks per worker: ${worked.join(', ')}`,
    ).toBe(true);
  });

  it('loses no request a worker killed under load had not started, and keeps none waiting', async () => {
    const [jobs] = jobsPids();
    const victim = workers().find((pid) => pid !== jobs);
    if (!victim) throw new Error(`two workers expected\n${output}`);
    // Eight visitors, each opening connection after connection: the cluster hands connections
    // out all the time, so one is on its way to the victim when it dies.
    const outcomes: Array<{ status: number; ms: number; error?: string }> = [];
    let running = true;
    const visitor = async () => {
      while (running) {
        const started = performance.now();
        const outcome = await get('/api/leaderboards/world', WAIT_MS).then(
          (r) => ({ status: r.status }),
          (error: Error) => ({ status: 0, error: error.message }),
        );
        outcomes.push({ ...outcome, ms: performance.now() - started });
      }
    };
    const visitors = Array.from({ length: 8 }, visitor);
    await until(() => outcomes.length >= 40, 'traffic under way');
    process.kill(victim, 'SIGKILL');
    await until(() => output.includes(`Worker ${victim} stopped (SIGKILL)`), 'the stop noticed');
    await until(
      () =>
        workers().some((pid) => pid !== jobs && pid !== victim && output.includes(`Worker ${pid} serving.`)),
      'a replacement serving',
    );
    const served = outcomes.length;
    await until(() => outcomes.length >= served + 40, 'traffic on the replacement');
    running = false;
    await Promise.all(visitors);

    const failed = outcomes.filter((o) => o.status !== 200);
    const slowest = Math.round(Math.max(...outcomes.map((o) => o.ms)));
    console.info(
      `${outcomes.length} requests, slowest ${slowest} ms, ${failed.length} failed: ${JSON.stringify(failed.map((o) => o.error ?? o.status))}`,
    );
    // Only a request the dead worker was answering may fail (a visitor has one at a time), and at
    // once: none waits for its time-out, none is refused.
    expect(failed.filter((o) => o.error === TIMED_OUT)).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(8);
    expect(failed.filter((o) => !o.error)).toEqual([]);
  });

  it('replaces a worker that dies while the other answers; the jobs move to the replacement', async () => {
    const [jobs] = jobsPids();
    const other = workers().find((pid) => pid !== jobs);
    expect(jobsPids()).toHaveLength(1);
    if (!jobs || !other) throw new Error(`two workers expected\n${output}`);

    // From the moment the worker is gone the other answers every request, and a replacement starts.
    process.kill(other, 'SIGKILL');
    await until(() => output.includes(`Worker ${other} stopped (SIGKILL)`), 'the stop noticed');
    for (let i = 0; i < 10; i++) expect((await get('/api/health-check')).status).toBe(200);
    await until(
      () => workers().some((pid) => pid !== jobs && output.includes(`Worker ${pid} serving.`)),
      'a replacement serving',
    );
    // The jobs stayed where they were: still one worker runs them.
    expect(jobsPids()).toEqual([jobs]);

    process.kill(jobs, 'SIGKILL');
    await until(() => output.includes(`Worker ${jobs} stopped (SIGKILL)`), 'the stop noticed');
    for (let i = 0; i < 10; i++) expect((await get('/api/health-check')).status).toBe(200);
    await until(() => jobsPids().length === 2, 'the jobs taken over');
    const [, next] = jobsPids();
    expect(workers()).toContain(next);
    expect(workers()).toHaveLength(2);
  });
});
