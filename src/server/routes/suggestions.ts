import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';

/** Names a search could mean: the landing's type-ahead and 'Did you mean'. */
export function suggestionRoutes({ cached }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, endpoints.suggestPlayers, ({ query }) => cached.suggestions(query.q, query.locationId));
  return app;
}
