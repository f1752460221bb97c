import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayClock } from '../../src/server/config';
import type { RolloverResult } from '../../src/server/jobs/rollover';
import { startScheduler } from '../../src/server/jobs/scheduler';
import { startTestApi, type TestApi, testConfig } from './harness';

/**
 * Every machine of the chain runs a scheduler, and they fire together (at the rollover hour, and
 * at start). Each daily job runs once for the chain: the day's rollover (and with it the bounds
 * learned again), and the upkeep.
 */
let api: TestApi;
const clock = dayClock(testConfig());

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Two schedulers started together at `now`, run to the end of their start: what each did. */
async function twoMachines(now: Date) {
  const rolled: RolloverResult[] = [];
  const upkeeps: string[] = [];
  const errors: unknown[] = [];
  const machine = (name: string) =>
    startScheduler(api.database, clock, {
      now: () => now,
      onRolledOver: (results) => rolled.push(...results),
      onError: (error) => errors.push(error),
      upkeep: async () => {
        upkeeps.push(name);
      },
    });
  const schedulers = [machine('a'), machine('b')];
  await Promise.all(schedulers.map((s) => s.started));
  for (const s of schedulers) s.stop();
  return { closed: rolled.filter((r) => !r.skipped).map((r) => r.day), upkeeps, errors };
}

describe('two machines firing together', () => {
  it('roll the day over once and run the upkeep once', async () => {
    const first = await twoMachines(new Date('2026-11-21T09:00:00Z'));
    expect(first.errors).toEqual([]);
    expect(first.closed).toEqual(['2026-11-20']);
    expect(first.upkeeps).toHaveLength(1);
  });

  it('do the same the next day, and nothing more on a restart the same day', async () => {
    const next = await twoMachines(new Date('2026-11-22T09:00:00Z'));
    expect(next.errors).toEqual([]);
    expect(next.closed).toEqual(['2026-11-21']);
    expect(next.upkeeps).toHaveLength(1);
    const restarted = await twoMachines(new Date('2026-11-22T15:00:00Z'));
    expect(restarted).toEqual({ closed: [], upkeeps: [], errors: [] });
  });
});
