import { addDays, type DayClock, dayStart } from './days';

/** The summary's "Recent" list covers this many business days, today included. */
const RECENT_DAYS = 7;

/** The list's empty state (docs/product.md). */
export const NO_RECENT_BESTS =
  'No new personal bests in the last 7 days — play a level from What to play next.';

/**
 * Where the window begins: the start of the business day six days before `today`. A day's start
 * rather than "now minus a week", so one kept answer serves the whole day.
 */
export function recentSince(today: string, clock: DayClock): Date {
  return dayStart(addDays(today, 1 - RECENT_DAYS), clock);
}
