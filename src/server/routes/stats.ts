import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';
import { PreparedJson } from '../services/prepared-json';
import { countVisit, dailyStats } from '../services/stats';

/** How long the day's statistics are reused: another process's visits show within a second. */
const DAILY_STATS_TTL_MS = 1000;

/** The landing page's daily statistics. */
export function statsRoutes({ database, lookups, reads, statsWrites, today }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, endpoints.dailyStats, async () => {
    // This process's latest counts first (see LookupCounter); an answer from before them is stale.
    await lookups.flush();
    const day = today();
    return reads.get(
      `daily-stats|${day}|${lookups.generation}|${statsWrites.count}`,
      async () => new PreparedJson(await dailyStats(database.db, day)),
      { ttlMs: DAILY_STATS_TTL_MS },
    );
  });
  mount(app, endpoints.countVisit, async () => ({ visitsCount: await countVisit(database.db, today()) }));
  return app;
}
