import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';
import { allBadges, playerBadges } from '../services/badges';
import { allLocations } from '../services/locations';
import { strategyLevelData } from '../services/strategy';
import { allTeams } from '../services/teams';
import { found } from './lookups';

/** Venues, league teams, badges and the strategy game's levels. */
export function listRoutes({ database, cached }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = database.db;
  mount(app, endpoints.activateLocations, () => allLocations(db));
  mount(app, endpoints.strategyGame, async ({ params }) =>
    found(await strategyLevelData(db, params.id), 'Game not found'),
  );
  mount(app, endpoints.teams, () => allTeams(db));
  mount(app, endpoints.badges, () => allBadges(db));
  mount(app, endpoints.playerBadges, async ({ params }) =>
    playerBadges(db, (await cached.player(params.playerName)).id),
  );
  mount(app, endpoints.playerBadgesToCompare, async ({ params }) =>
    playerBadges(db, (await cached.player(params.playerName)).id),
  );
  return app;
}
