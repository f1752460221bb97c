import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { boardScope } from '../../domain/board-scope';
import { dayClock } from '../config';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { mount } from '../http/mount';

/** The answer when an address names no venue, city or board. */
const BOARD_NOT_FOUND = 'No venue, city or board by that name or id.';

/** Venue, city and world leaderboards with day-over-day changes, and over this month and year. */
export function leaderboardRoutes({ config, cached, today }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const clock = dayClock(config);
  mount(app, endpoints.leaderboard, async ({ params }) => {
    const scope = boardScope(params.city, await cached.locations());
    if (!scope) throw notFound(BOARD_NOT_FOUND);
    return cached.board(scope, today(), clock);
  });
  mount(app, endpoints.periodBoard, async ({ params }) => {
    const scope = boardScope(params.city, await cached.locations());
    if (!scope) throw notFound(BOARD_NOT_FOUND);
    return cached.periodBoard(scope, params.period, today());
  });
  return app;
}
