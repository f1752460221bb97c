import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { DailyStats } from '../contract/schemas/stats';
import { TEAMS_FAILED } from '../domain/messages';
import { loadable } from './loadable';

const stats = loadable<DailyStats | null>(null);

/** Today's visits and most searched/compared players. */
export const $dailyStats = stats.$state;

/** Counts this landing-page view, then loads the day's figures (which then include it). */
export async function loadDailyStats(countVisit = true): Promise<void> {
  if (countVisit) await callApi(routes.countVisit, {}).catch(() => undefined);
  await stats.load(
    () => callApi(routes.dailyStats, {}),
    () => TEAMS_FAILED,
  );
}
