import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { dayClock } from '../config';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';
import { venueScreen } from '../services/venue-screen';

/** A venue's TV screen: its data, and the stream of events that says when it changed. */
export function venueScreenRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const clock = dayClock(deps.config);

  mount(app, endpoints.venueScreen, ({ params }) =>
    venueScreen(
      deps.database.db,
      deps.cached,
      deps.reads,
      params.id,
      deps.today(),
      clock,
      deps.versions.current,
    ),
  );

  mount(app, endpoints.venueEvents, async ({ params }, c) => {
    // An unknown venue is a 404 before any stream opens (kept: the same lookup the screen makes).
    await deps.cached.venue(params.id);
    return deps.streams.open(c);
  });
  return app;
}
