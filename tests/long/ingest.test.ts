import type { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { feed } from '../bench/import';
import { spawnServer, stopProcess } from '../support/server-command';
import { ADMIN_URL, admin, runScript } from './support';

/**
 * One ingest request cannot stall the site: while the largest batch the body limit lets through
 * is imported (or a batch with a bad line in every line is refused), a file and a health check
 * keep being answered, none waiting a second. On PostgreSQL, the production database: PGlite runs
 * its statements on the server's own thread (docs/reliability.md).
 */
const NAME = `arcade_long_ingest_${process.pid}`;
const PORT = 4900 + (process.pid % 90);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOKEN = 'long-ingest';
let url = '';
let server: ReturnType<typeof spawn> | undefined;

beforeAll(async () => {
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const target = new URL(ADMIN_URL);
  target.pathname = `/${NAME}`;
  url = target.toString();
  const seed = runScript('seed', ['--players', '500', '--locations', '3', '--days', '1'], {
    DATABASE_URL: url,
  });
  expect(await seed.done, seed.output()).toBe(0);
  server = spawnServer({
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ROLLOVER_ENABLED: 'false',
      INGEST_TOKEN: TOKEN,
      // One process: the ingest and the probes share it (another worker would answer the probes).
      WEB_CONCURRENCY: '1',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${ORIGIN}/api/health-check`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('server did not start');
});

afterAll(async () => {
  if (server) await stopProcess(server);
  await admin(`drop database if exists ${NAME} with (force)`);
});

/** Runs `work` while asking for a file and the health check every 20 ms; the slowest answer, ms. */
async function slowestBeside(work: () => Promise<void>): Promise<number> {
  let running = true;
  let slowest = 0;
  const probe = async (path: string) => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${ORIGIN}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const probes = [probe('/favicon.svg'), probe('/api/health-check')];
  try {
    await work();
  } finally {
    running = false;
  }
  await Promise.all(probes);
  return slowest;
}

const ingest = (body: string) =>
  fetch(`${ORIGIN}/api/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson' },
    body,
  });

describe('an ingest request beside other visitors', () => {
  it('never keeps another request waiting a second, valid or refused', async () => {
    const database = await openDatabase({ databaseUrl: url, pgliteDir: '', timeoutMs: 0 });
    // About 9 MB: near the ingest body limit (10 MB).
    const lines = (await feed(database, 60_000).finally(() => database.close())).flat();
    const valid = lines.map((l) => l.text).join('\n');
    expect(valid.length).toBeLessThan(10 * 1024 * 1024);
    const bad = Array.from({ length: 150_000 }, (_, i) => `{"player":"p${i}","level":"x"}`).join('\n');

    const slowestValid = await slowestBeside(async () => {
      const res = await ingest(valid);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ records: 60_000 });
    });
    const slowestBad = await slowestBeside(async () => {
      const res = await ingest(bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /^Nothing of this batch was applied\. line 1: .*checking stopped at line 100/,
      );
    });
    console.info(
      `slowest answer beside the ingest: ${slowestValid.toFixed(0)} ms (valid), ${slowestBad.toFixed(0)} ms (refused)`,
    );
    expect(slowestValid).toBeLessThan(1000);
    expect(slowestBad).toBeLessThan(1000);
  });
});
