import type { SeedOptions } from '../../src/server/jobs/seed/generate';

/** A small chain for tests: fast to build, big enough for every screen to have data. */
export const TEST_SEED: SeedOptions = {
  seed: 7,
  players: 240,
  locations: 4,
  days: 3,
  now: new Date('2026-11-20T15:00:00Z'),
  clock: { timeZone: 'UTC', rolloverHour: 0 },
};
