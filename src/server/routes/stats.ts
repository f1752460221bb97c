import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { endpoints } from '../../contract/endpoints';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { clientKey } from '../http/limits';
import { mount } from '../http/mount';
import { PreparedJson } from '../services/prepared-json';
import { countVisit, dailyStats, visitsOn } from '../services/stats';

/** Visitors remembered as counted today, at most (about 10 MB). */
const VISITORS_REMEMBERED = 100_000;

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
  // A visitor counts once a day (by address; see TRUST_PROXY behind a proxy), as a search or a
  // comparison does: 500 posts used to add 500 visits. Remembered per process, bounded.
  const counted = new LRUCache<string, true>({ max: VISITORS_REMEMBERED });
  mount(app, endpoints.countVisit, async (_input, c) => {
    const day = today();
    const visitor = `${day}|${clientKey(c)}`;
    if (counted.has(visitor)) return { visitsCount: await visitsOn(database.db, day) };
    counted.set(visitor, true);
    return { visitsCount: await countVisit(database.db, day) };
  });
  return app;
}
