import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';
import { WORLD } from '../services/leaderboards';
import { findLocationByName } from '../services/players';

/** Venue and world leaderboards with day-over-day changes. */
export function leaderboardRoutes({ database, cached, today: currentDay }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = database.db;
  mount(app, endpoints.leaderboard, async ({ params }) => {
    const today = currentDay();
    if (params.city.toLowerCase() === WORLD) return cached.board(undefined, today);
    const location = await findLocationByName(db, params.city);
    // The spec: a venue missing today or yesterday gives an empty result, not an error.
    if (!location) return { location: params.city, day: null, today: [], yesterday: [] };
    return cached.board(location, today);
  });
  return app;
}
