import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Command, runCommand } from '../../scripts/cli';
import { importFile } from '../../scripts/commands/import';
import { rollover } from '../../scripts/commands/rollover';
import { seed } from '../../scripts/commands/seed';
import { silentProgress } from '../../src/server/jobs/progress';

const TSX = path.resolve('node_modules/tsx/dist/cli.mjs');
let dir: string;
let env: Record<string, string>;

/**
 * Runs one of the project's commands in this process, as its script runs it (what it prints,
 * and its exit code): a spawned script spends seconds loading its modules before the command
 * starts, so each script is spawned once, in the last test, for the process around the command.
 */
async function command(main: Command, args: string[] = []) {
  let out = '';
  const code = await runCommand(main, {
    args,
    env: { ...process.env, ...env },
    info: (line) => {
      out += `${line}\n`;
    },
    error: (message) => {
      out += `${message instanceof Error ? message.stack : message}\n`;
    },
    progress: silentProgress,
  });
  return { code, out };
}

/** Runs one of the project's scripts as a user would, on the pinned Node. */
function run(script: string, args: string[]) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [TSX, `scripts/${script}.ts`, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}

// The commands are driver-agnostic; they run once, on the embedded database.
describe.runIf(inject('databaseKind') === 'pglite')('the command-line jobs', () => {
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-cli-'));
    env = {
      PGLITE_DIR: path.join(dir, 'pglite'),
      DATABASE_URL: '',
      INGEST_TOKEN: '',
      TIME_ZONE: 'UTC',
      ROLLOVER_HOUR: '0',
    };
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('seed builds a chain, and refuses to overwrite it', async () => {
    // A small chain: what the seed writes is seed.test.ts's; here, the command around it. A bad
    // argument is refused before any database is opened, so it runs beside the seed.
    const [first, bad] = await Promise.all([
      command(seed, ['--players', '12', '--locations', '2', '--days', '2', '--history-days', '2']),
      command(seed, ['--players', 'lots']),
    ]);
    expect(first.out).toMatch(/Seeded 12 players, 2 venues/);
    expect(first.code).toBe(0);
    expect(bad.out).toContain('Error: --players must be a whole number of at least 1 (got lots).');
    const again = await command(seed, ['--players', '12']);
    expect(again.code).toBe(1);
    expect(again.out).toContain('Error: The database already has players');
  });

  it('import reports a bad line and applies nothing of its batch, then imports a good file once', async () => {
    const playedAt = new Date(Date.now() - 60_000).toISOString();
    const good = {
      player: 'Cli Carla',
      location: 'Leeds',
      room: 'Grid',
      game: 'Grid',
      level: 0,
      score: 777,
      playedAt,
    };
    const badFile = path.join(dir, 'bad.ndjson');
    fs.writeFileSync(badFile, `${JSON.stringify(good)}\n${JSON.stringify({ ...good, level: 12 })}\n`);
    const rejected = await command(importFile, [badFile]);
    expect(rejected.code).toBe(1);
    expect(rejected.out).toContain('line 2: level must be 0-9');
    // A byte that is not UTF-8 (a name cut in the middle of a character) is named, not imported
    // as a new player with U+FFFD in the name.
    const notUtf8 = path.join(dir, 'not-utf8.ndjson');
    const cut = Buffer.from(`${JSON.stringify({ ...good, player: 'Zo##' })}\n`);
    cut.set([0xc3, 0x28], cut.indexOf('##')); // 'ë' missing its second byte
    fs.writeFileSync(notUtf8, Buffer.concat([Buffer.from(`${JSON.stringify(good)}\r\n\r\n`), cut]));
    const refused = await command(importFile, [notUtf8]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('line 3: not valid UTF-8');

    const goodFile = path.join(dir, 'good.ndjson');
    fs.writeFileSync(
      goodFile,
      `${JSON.stringify(good)}\n\n${JSON.stringify({ ...good, level: 1, score: 500 })}\n`,
    );
    // Without a file the command stops at its arguments: it runs beside the import.
    const [imported, usage] = await Promise.all([command(importFile, [goodFile]), command(importFile)]);
    expect(imported.out).toMatch(/Imported 2 records in 1 batches .*: 2 new, 0 already known\./);
    expect(usage.out).toContain('Usage: npm run import -- FILE');
    const again = await command(importFile, [goodFile]);
    expect(again.out).toMatch(/: 0 new, 2 already known\./);
  });

  it('rollover closes pending days, and says when there is nothing to do', async () => {
    // A day not yet ended is refused before any database is opened: it runs beside the first.
    const [first, notYet] = await Promise.all([
      command(rollover),
      command(rollover, ['--date', '2999-01-01']),
    ]);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/Every day up to yesterday was rolled over already|Rolled over/);
    expect(notYet.out).toContain('Only a day that has ended can be rolled over.');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const forced = await command(rollover, ['--date', yesterday, '--force']);
    expect(forced.out).toContain(`Rolled over ${yesterday}`);
  });

  it('will not open the embedded database beside a running server, each script as its own process', async () => {
    // This test process stands in for the server: it holds the lock. The scripts run as a user
    // runs them (the command as above, in a process of its own that ends with its exit code).
    fs.writeFileSync(`${env.PGLITE_DIR}.lock`, String(process.pid));
    try {
      const [seeded, imported, rolled] = await Promise.all([
        run('seed', ['--reset']),
        run('import', [path.join(dir, 'good.ndjson')]),
        run('rollover', ['--date', '2999-01-01']),
      ]);
      expect(seeded.out).toContain(`is in use by process ${process.pid}`);
      expect(imported.out).toContain('Set INGEST_TOKEN');
      expect(rolled.out).toContain('Only a day that has ended can be rolled over.');
      expect([seeded.code, imported.code, rolled.code]).toEqual([1, 1, 1]);
    } finally {
      fs.rmSync(`${env.PGLITE_DIR}.lock`, { force: true });
    }
  });
});
