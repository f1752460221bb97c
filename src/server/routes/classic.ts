import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { addDays, dayEnd } from '../../domain/days';
import { PLAYER_NOT_FOUND } from '../../domain/messages';
import { dayClock } from '../config';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { clientKey } from '../http/limits';
import { mount } from '../http/mount';
import {
  classicAllLocations,
  classicCompare,
  classicPlayerInfo,
  classicPlayerLocations,
  classicYesterday,
} from '../services/classic';
import { found } from './lookups';

/** The older API family (older UI), on the same data as the newer one. */
export function classicRoutes({ database, config, lookups, cached, today }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = database.db;
  const clock = dayClock(config);

  mount(app, endpoints.classicPlayerLocations, async ({ params }) => {
    const player = await cached.player(params.playerName, PLAYER_NOT_FOUND);
    const venues = await classicPlayerLocations(db, player, (id) => cached.venue(id));
    found(venues.length > 0 ? venues : undefined, PLAYER_NOT_FOUND);
    return venues;
  });

  // Registered before the {loc} routes: 'allLocations' is not a venue id.
  mount(app, endpoints.classicAllLocations, async ({ params }) => {
    const player = await cached.player(params.playerName);
    const all = await classicAllLocations(db, player, (id) => cached.venue(id));
    return found(all.locations.length > 0 ? all : undefined);
  });

  mount(app, endpoints.classicPlayer, async ({ params }) => {
    const [player, venue] = await Promise.all([cached.player(params.playerName), cached.venue(params.loc)]);
    return found(await classicPlayerInfo(db, player, venue));
  });

  mount(app, endpoints.classicCompare, async ({ params }, c) => {
    const [player, venue] = await Promise.all([cached.player(params.playerName), cached.venue(params.loc)]);
    const compare = found(await classicCompare(db, player, venue));
    lookups.count(today(), 'compare', player, venue.location.id, clientKey(c));
    return compare;
  });

  mount(app, endpoints.classicYesterday, async ({ params }) => {
    const [player, venue] = await Promise.all([cached.player(params.playerName), cached.venue(params.loc)]);
    const yesterday = addDays(today(), -1);
    return found(await classicYesterday(db, player, venue, yesterday, dayEnd(yesterday, clock)));
  });
  return app;
}
