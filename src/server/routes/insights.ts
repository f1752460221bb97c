import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { recentSince } from '../../domain/recent-bests';
import { dayClock } from '../config';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';

/** Player insights: what to play next, and recent personal bests (kept per data version). */
export function insightRoutes({ config, cached, today }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const clock = dayClock(config);

  mount(
    app,
    endpoints.playNext,
    async ({ params }) => (await cached.playNext(params.playerName, params.locationId)).json,
  );

  mount(
    app,
    endpoints.recentBests,
    async ({ params }) =>
      (await cached.recentBests(params.playerName, params.locationId, recentSince(today(), clock))).json,
  );
  return app;
}
