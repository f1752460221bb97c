import { countVisit } from './count-visit';
import { dailyStats } from './daily-stats';

/** The landing page's daily statistics, and its visit counter. */
export const statsEndpoints = [dailyStats, countVisit] as const;
