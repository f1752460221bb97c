import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, wrapPglite } from '../../src/server/db/client';
import { createPglite } from '../../src/server/db/pglite';

/** The PostgreSQL server the long suites make their databases on (the one CI starts). */
export const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on that server's own database (a database made or dropped). */
export async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** CI runs every long suite briefly (LONG_SCALE=short); `npm run test:long` runs them in full. */
export const SHORT = process.env.LONG_SCALE === 'short';

/** A scratch folder, removed by the caller. */
export function scratch(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `arcade-${label}-`));
}

/** A running command of the project (scripts/NAME.ts) on the pinned Node. */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  // tsx as a loader, in this one process: the tsx command would run the script in a child, which
  // a SIGKILL of its parent would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const done = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, done, output: () => output };
}

/** Opens an embedded database folder in this process (the caller closes it). */
export async function openFolder(dir: string): Promise<Database> {
  // A process killed with SIGKILL leaves its lock behind; the folder's data is what we examine.
  fs.rmSync(`${dir}.lock`, { force: true });
  return wrapPglite(await createPglite(dir));
}

/** Copies a closed database folder. */
export function copyFolder(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true });
}
