import { DailyStats } from '../../../contract/schemas/stats';
import { defineEndpoint } from '../../http/endpoint';
import { PreparedJson } from '../../services/prepared-json';
import { dailyStats as statsOf } from '../../services/stats';

/** How long the day's statistics are reused: another process's visits show within a second. */
const DAILY_STATS_TTL_MS = 1000;

/** The landing page's statistics of the day: visits, most searched and most compared players. */
export const dailyStats = defineEndpoint(
  {
    name: 'dailyStats',
    method: 'GET',
    path: '/api/stats/daily',
    summary: "Today's visits, most searched and most compared players (top 20)",
    tag: 'Stats',
    access: 'public',
    response: DailyStats,
  },
  ({ database, lookups, reads, statsWrites, today }) =>
    async () => {
      // This process's latest counts first (see LookupCounter); an answer from before them is stale.
      await lookups.flush();
      const day = today();
      return reads.get(
        `daily-stats|${day}|${lookups.generation}|${statsWrites.count}`,
        async () => new PreparedJson(await statsOf(database.db, day)),
        { ttlMs: DAILY_STATS_TTL_MS },
      );
    },
);
