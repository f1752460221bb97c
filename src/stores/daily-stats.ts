import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { DailyStats } from '../contract/schemas/stats';
import { loadable } from './loadable';

/** The message when the daily stats fail (the league teams share it). */
export const DAILY_STATS_FAILED = 'Failed to fetch AGL teams';

const stats = loadable<DailyStats | null>(null);

/** Today's visits and most searched/compared players. */
export const $dailyStats = stats.$state;

/** Counts this landing-page view, then loads the day's figures (which then include it). */
export async function loadDailyStats(countVisit = true): Promise<void> {
  if (countVisit) await callApi(routes.countVisit, {}).catch(() => undefined);
  await stats.load(
    () => callApi(routes.dailyStats, {}),
    () => DAILY_STATS_FAILED,
  );
}
