import type { Config } from '../../config';
import type { SeedOptions } from './generate';

/** Seed options: the configured demo chain, on the configured day clock, ending now. */
export function seedOptions(config: Config, overrides: Partial<SeedOptions> = {}): SeedOptions {
  return {
    ...config.demo,
    now: new Date(),
    clock: { timeZone: config.rollover.timeZone, rolloverHour: config.rollover.hour },
    ...overrides,
  };
}
