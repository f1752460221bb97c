import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsStale, LAUNCHER_ENTRY, SERVER_ENTRY } from '../../src/server/launcher/build';

describe('whether `npm start` rebuilds the site first', () => {
  let root: string;
  const write = (file: string, at: Date) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, '');
    fs.utimesSync(full, at, at);
  };
  const built = new Date('2026-11-29T10:00:00Z');
  const later = new Date('2026-11-29T11:00:00Z');

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-build-'));
    write('src/pages/index.astro', new Date('2026-11-29T09:00:00Z'));
    write(SERVER_ENTRY, built);
    write(LAUNCHER_ENTRY, built);
    // The folders as a checkout leaves them, older than the build.
    for (const dir of ['src', 'src/pages']) fs.utimesSync(path.join(root, dir), built, built);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('rebuilds when there is no build, or a source changed after it', () => {
    expect(buildIsStale(root)).toBe(false);
    write('src/pages/index.astro', later);
    expect(buildIsStale(root)).toBe(true);
    fs.rmSync(path.join(root, SERVER_ENTRY));
    expect(buildIsStale(root)).toBe(true);
  });

  it('does not rebuild for a test beside the code (a rebuild would pull files from under a running server)', () => {
    write('src/server/routes/system/health-check.test.ts', later);
    write('src/islands/board.test.tsx', later);
    for (const dir of ['src', 'src/server', 'src/server/routes', 'src/server/routes/system', 'src/islands'])
      fs.utimesSync(path.join(root, dir), built, built);
    expect(buildIsStale(root)).toBe(false);
  });
});
