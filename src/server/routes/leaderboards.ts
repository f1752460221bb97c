import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { RouteDeps } from '../app';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';
import { PreparedJson } from '../http/prepared-json';
import { leaderboard, WORLD } from '../services/leaderboards';
import { findLocationByName } from '../services/players';

/** Venue and world leaderboards with day-over-day changes. */
export function leaderboardRoutes({ database, reads, today: currentDay }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = database.db;
  mount(app, endpoints.leaderboard, async ({ params }) => {
    const today = currentDay();
    return reads.get(
      `leaderboard|${today}|${params.city}`,
      async () => new PreparedJson(await board(params.city, today)),
    );
  });

  async function board(city: string, today: string) {
    if (city.toLowerCase() === WORLD)
      return { location: WORLD, ...(await leaderboard(db, undefined, today)) };
    const location = await findLocationByName(db, city);
    // The spec: a venue missing today or yesterday gives an empty result, not an error.
    if (!location) return { location: city, day: null, today: [], yesterday: [] };
    return { location: location.name, ...(await leaderboard(db, location, today)) };
  }
  return app;
}
