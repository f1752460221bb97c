import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { RouteDeps } from '../app';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';
import { PreparedJson } from '../http/prepared-json';
import { countVisit, dailyStats } from '../services/stats';

/** Where the daily statistics are kept in the read cache (a prefix: one entry per day and count). */
export const DAILY_STATS_READS = 'daily-stats|';

/** The landing page's daily statistics. */
export function statsRoutes({ database, lookups, reads, today }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, endpoints.dailyStats, async () => {
    // This process's latest counts first (see LookupCounter); an answer from before them is stale.
    await lookups.flush();
    const day = today();
    return reads.get(
      `${DAILY_STATS_READS}${day}|${lookups.generation}`,
      async () => new PreparedJson(await dailyStats(database.db, day)),
    );
  });
  mount(app, endpoints.countVisit, async () => ({ visitsCount: await countVisit(database.db, today()) }));
  return app;
}
