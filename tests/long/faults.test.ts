import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { DATA_TABLES, digest } from '../support/digest';
import { copyFolder, openFolder, runScript, SHORT, scratch } from './support';

/**
 * Faults: the server or a job killed with SIGKILL in the middle of its work leaves nothing
 * half-applied, and running the work again gives exactly what one clean run gives.
 */
let root = '';
let seeded = '';
const TABLES = DATA_TABLES.filter((t) => t !== 'app_state');

beforeAll(async () => {
  root = scratch('faults');
  seeded = path.join(root, 'seeded');
  const seed = runScript('seed', ['--players', '60', '--locations', '2', '--days', '2'], {
    PGLITE_DIR: seeded,
  });
  expect(await seed.done, seed.output()).toBe(0);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A feed of new players' scores at the seeded venues, one event per line. */
function feed(file: string, events: number): void {
  const now = Date.now();
  const lines: string[] = [];
  for (let i = 0; i < events; i++) {
    lines.push(
      JSON.stringify({
        player: `Feed Player ${i % 997}`,
        location: i % 2 === 0 ? 'Leeds' : 'Manchester',
        room: 'Grid',
        game: ['Grid', 'Flash Mines', 'Zones'][i % 3],
        level: i % 10,
        score: 100 + ((i * 7919) % 90_000),
        playedAt: new Date(now - (events - i) * 1000).toISOString(),
      }),
    );
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
}

describe('an import killed mid-way', () => {
  it('leaves whole batches only, and a re-run ends exactly where one clean run does', async () => {
    const events = SHORT ? 30_000 : 200_000;
    const file = path.join(root, 'feed.ndjson');
    feed(file, events);
    const killed = path.join(root, 'killed');
    const clean = path.join(root, 'clean');
    copyFolder(seeded, killed);
    copyFolder(seeded, clean);

    const run = runScript('import', [file, '--batch-size', '1000'], { PGLITE_DIR: killed });
    // Kill it once its progress shows batches going in: it reads the next batch only after the
    // previous one is applied, so a tenth of the file read means several batches done.
    for (let i = 0; i < 1200 && !/: [1-9]\d*\/\d+/.test(run.output()); i++)
      await new Promise((r) => setTimeout(r, 50));
    run.child.kill('SIGKILL');
    await run.done;

    const db = await openFolder(killed);
    const [counts] = await queryRows<{ events: number; applied: number; batches: number }>(
      db.db,
      sql`select (select count(*)::int from score_events e join players p on p.id = e.player_id where p.name like 'Feed Player %') as events,
                 (select coalesce(sum(accepted), 0)::int from import_batches) as applied,
                 (select count(*)::int from import_batches) as batches`,
    );
    // Every event in the database belongs to a batch that was recorded whole.
    expect(counts?.events).toBe(counts?.applied);
    expect(counts?.batches).toBeGreaterThan(0);
    expect(counts?.events).toBeLessThan(events);
    const broken = await queryRows(
      db.db,
      sql`select s.player_id from scores s join players p on p.id = s.player_id
          where p.name like 'Feed Player %' and s.high_score <> (select max(e.score) from score_events e
            where e.player_id = s.player_id and e.location_id = s.location_id and e.game_id = s.game_id and e.level = s.level)
          limit 1`,
    );
    expect(broken).toEqual([]);
    await db.close();

    const again = runScript('import', [file, '--batch-size', '1000'], { PGLITE_DIR: killed });
    expect(await again.done, again.output()).toBe(0);
    const once = runScript('import', [file, '--batch-size', '1000'], { PGLITE_DIR: clean });
    expect(await once.done, once.output()).toBe(0);
    const [a, b] = [await openFolder(killed), await openFolder(clean)];
    expect(await digest(a, TABLES)).toEqual(await digest(b, TABLES));
    await Promise.all([a.close(), b.close()]);
  });
});

describe('a rollover killed mid-way', () => {
  it('changes nothing, and the re-run gives the same result as one clean run', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const killed = path.join(root, 'rollover-killed');
    const clean = path.join(root, 'rollover-clean');
    copyFolder(seeded, killed);
    copyFolder(seeded, clean);
    // Kills spread over start-up and the job itself: whichever moment one lands on, the job's one
    // transaction is either whole or absent.
    const delays = SHORT
      ? [1500, 2500, 3500, 4500]
      : [1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 6000];
    for (const delay of delays) {
      const run = runScript('rollover', ['--date', yesterday, '--force'], { PGLITE_DIR: killed });
      await new Promise((r) => setTimeout(r, delay));
      run.child.kill('SIGKILL');
      await run.done;
    }
    const again = runScript('rollover', ['--date', yesterday, '--force'], { PGLITE_DIR: killed });
    expect(await again.done, again.output()).toBe(0);
    const once = runScript('rollover', ['--date', yesterday, '--force'], { PGLITE_DIR: clean });
    expect(await once.done, once.output()).toBe(0);
    const [a, b] = [await openFolder(killed), await openFolder(clean)];
    expect(await digest(a, TABLES)).toEqual(await digest(b, TABLES));
    await Promise.all([a.close(), b.close()]);
  });
});
