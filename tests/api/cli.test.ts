import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const TSX = path.resolve('node_modules/tsx/dist/cli.mjs');
let dir: string;
let env: Record<string, string>;

/** Runs one of the project's commands as a user would, on the pinned Node. */
function run(script: string, args: string[] = [], extraEnv: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [TSX, `scripts/${script}.ts`, ...args], {
      env: { ...process.env, ...env, ...extraEnv },
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
      run('seed', ['--players', '12', '--locations', '2', '--days', '2', '--history-days', '2']),
      run('seed', ['--players', 'lots']),
    ]);
    expect(first.out).toMatch(/Seeded 12 players, 2 venues/);
    expect(first.code).toBe(0);
    expect(bad.out).toContain('Error: --players must be a whole number of at least 1 (got lots).');
    const again = await run('seed', ['--players', '12']);
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
    const rejected = await run('import', [badFile]);
    expect(rejected.code).toBe(1);
    expect(rejected.out).toContain('line 2: level must be 0-9');
    // A byte that is not UTF-8 (a name cut in the middle of a character) is named, not imported
    // as a new player with U+FFFD in the name.
    const notUtf8 = path.join(dir, 'not-utf8.ndjson');
    const cut = Buffer.from(`${JSON.stringify({ ...good, player: 'Zo##' })}\n`);
    cut.set([0xc3, 0x28], cut.indexOf('##')); // 'ë' missing its second byte
    fs.writeFileSync(notUtf8, Buffer.concat([Buffer.from(`${JSON.stringify(good)}\r\n\r\n`), cut]));
    const refused = await run('import', [notUtf8]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('line 3: not valid UTF-8');

    const goodFile = path.join(dir, 'good.ndjson');
    fs.writeFileSync(
      goodFile,
      `${JSON.stringify(good)}\n\n${JSON.stringify({ ...good, level: 1, score: 500 })}\n`,
    );
    // Without a file the command stops at its arguments: it runs beside the import.
    const [imported, usage] = await Promise.all([run('import', [goodFile]), run('import', [])]);
    expect(imported.out).toMatch(/Imported 2 records in 1 batches .*: 2 new, 0 already known\./);
    expect(usage.out).toContain('Usage: npm run import -- FILE');
    const again = await run('import', [goodFile]);
    expect(again.out).toMatch(/: 0 new, 2 already known\./);
  });

  it('rollover closes pending days, and says when there is nothing to do', async () => {
    // A day not yet ended is refused before any database is opened: it runs beside the first.
    const [first, notYet] = await Promise.all([run('rollover'), run('rollover', ['--date', '2999-01-01'])]);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/Every day up to yesterday was rolled over already|Rolled over/);
    expect(notYet.out).toContain('Only a day that has ended can be rolled over.');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const forced = await run('rollover', ['--date', yesterday, '--force']);
    expect(forced.out).toContain(`Rolled over ${yesterday}`);
  });

  it('will not open the embedded database beside a running server', async () => {
    // This test process stands in for the server: it holds the lock.
    fs.writeFileSync(`${env.PGLITE_DIR}.lock`, String(process.pid));
    try {
      const [seed, imported] = await Promise.all([
        run('seed', ['--reset']),
        run('import', [path.join(dir, 'good.ndjson')]),
      ]);
      expect(seed.out).toContain(`is in use by process ${process.pid}`);
      expect(imported.out).toContain('Set INGEST_TOKEN');
    } finally {
      fs.rmSync(`${env.PGLITE_DIR}.lock`, { force: true });
    }
  });
});
