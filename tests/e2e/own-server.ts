import { type ChildProcess, execFile } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { spawnServer, stopProcess } from '../support/server-command';

/** The demo chain of a test's own server: small, its start is part of the test's time. */
const OWN_DEMO = { DEMO_PLAYERS: '80', DEMO_LOCATIONS: '2', DEMO_DAYS: '2' };

/** Where the run's seeded embedded database for own servers is kept (one per E2E_PORT). */
const TEMPLATE_DIR = `data/e2e-own-template-${process.env.E2E_PORT ?? 4399}/pglite`;

/**
 * Migrates and seeds, once per run (Playwright's global setup), the embedded database an own
 * server on PGlite starts from: each then copies it instead of seeding its own (about 12 s each
 * on a quiet two-core machine, several times that on a busy one).
 */
export async function prepareOwnServerTemplate(): Promise<void> {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/prepare-db.ts'], {
    env: {
      ...process.env,
      ...OWN_DEMO,
      PGLITE_DIR: TEMPLATE_DIR,
      DATABASE_URL: '',
      ROLLOVER_ENABLED: 'false',
    },
  });
}

/** Whether `env` leaves the demo chain as the template seeded it (no DEMO_ setting of its own). */
function isOwnDemo(env: Record<string, string>): boolean {
  const own: Record<string, string> = OWN_DEMO;
  return Object.entries(env).every(([key, value]) => !key.startsWith('DEMO_') || own[key] === value);
}

/** A site server a test starts for itself, with its own configuration. */
export interface OwnServer {
  origin: string;
  pid: number;
  /** The last lines the server wrote to its error output (what it reported of a 500, say). */
  errorOutput(): string;
  /** Stops the server and resolves once it has exited (its database let go). */
  stop(): Promise<void>;
}

/**
 * Starts the built site as `npm start` does, with extra environment, and waits until it answers
 * (up to `waitSeconds`: a large seed takes a while).
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  waitSeconds = 150,
): Promise<OwnServer> {
  // A new embedded database starts as a copy of the run's seeded one (a restart keeps its own),
  // unless it asks for another demo chain (the contract fuzz's, the pages benchmark's): a template
  // left by an earlier end-to-end run in the same checkout would be the wrong chain.
  if (
    env.PGLITE_DIR &&
    env.DATABASE_URL === '' &&
    !existsSync(env.PGLITE_DIR) &&
    existsSync(TEMPLATE_DIR) &&
    isOwnDemo(env)
  )
    cpSync(TEMPLATE_DIR, env.PGLITE_DIR, { recursive: true });
  // A server already answering on the port (one left running by hand, say) would be tested in
  // this one's place, with another configuration and database: say so instead.
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) throw new Error(`Port ${port} already has a server answering: stop it first.`);
  const child: ChildProcess = spawnServer({
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...OWN_DEMO,
      ROLLOVER_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors = keepTail(child);
  for (let i = 0; i < waitSeconds; i++) {
    if (await answers(origin)) {
      return { origin, pid: child.pid ?? 0, errorOutput: errors, stop: () => stopProcess(child) };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  await stopProcess(child);
  throw new Error(`The test server on port ${port} did not start. Its last words:\n${errors()}`);
}

/** Whether a site server answers its health check at `origin`. */
function answers(origin: string): Promise<boolean> {
  return fetch(`${origin}/api/health-check`)
    .then((r) => r.ok)
    .catch(() => false);
}

/** Keeps the last 64 KB a child writes to its error output (unread, a full pipe would stall it). */
function keepTail(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-65_536);
  });
  return () => tail;
}
