import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { dayClock } from '../config';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';

/** The daily movers of a venue's board or the chain's, kept per data version. */
export function moverRoutes({ config, cached, today }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const clock = dayClock(config);
  mount(app, endpoints.movers, async ({ query }) => {
    // An unknown venue is a 404 with its message (CachedReads.venue).
    const scope =
      query.locationId === undefined
        ? ({ kind: 'world' } as const)
        : ({ kind: 'venue', venue: (await cached.venue(query.locationId)).location } as const);
    return cached.movers(scope, today(), clock);
  });
  return app;
}
