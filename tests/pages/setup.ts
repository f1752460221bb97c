import { vi } from 'vitest';
import { TEST_NOW } from '../api/harness';

// Pages read the clock for "today" (a board's day, the history's last point, "updated 2 min ago"):
// every page test runs at the seeded chain's own hour, as the API tests do. Only Date is faked;
// timers run as they do.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(TEST_NOW);
