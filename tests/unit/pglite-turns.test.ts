import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, takingTurns } from '../../src/server/db/pglite';

let client: PGlite;
beforeAll(async () => {
  client = await createPglite();
});
afterAll(() => client.close());

/** How many of `count` queries had run when a timer set before them fired (-1: not before the end). */
async function timerFiresAfter(run: (step: () => void) => Promise<void>): Promise<number> {
  let done = 0;
  let firedAfter = -1;
  setTimeout(() => {
    firedAfter = done;
  }, 0);
  await run(() => {
    done++;
  });
  return firedAfter;
}

describe('PGlite taking turns', () => {
  it('lets timers and sockets in between queries, which PGlite alone never does', async () => {
    const count = 40;
    const alone = await timerFiresAfter(async (step) => {
      for (let i = 0; i < count; i++) {
        await client.query('select 1');
        step();
      }
    });
    expect(alone).toBe(-1);

    const turns = takingTurns(client);
    const taking = await timerFiresAfter(async (step) => {
      for (let i = 0; i < count; i++) {
        await turns.query('select 1');
        step();
      }
    });
    expect(taking).toBeGreaterThanOrEqual(0);
    expect(taking).toBeLessThan(count);
  });

  it('takes turns inside a transaction too, and still answers', async () => {
    const turns = takingTurns(client);
    let sum = 0;
    const firedAfter = await timerFiresAfter(async (step) => {
      await turns.transaction(async (tx) => {
        for (let i = 0; i < 20; i++) {
          const { rows } = await tx.query<{ n: number }>('select $1::int as n', [i]);
          sum += rows[0]?.n ?? 0;
          step();
        }
      });
    });
    expect(sum).toBe(190);
    expect(firedAfter).toBeGreaterThanOrEqual(0);
    expect(firedAfter).toBeLessThan(20);
  });
});
