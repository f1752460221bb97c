import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';
import { levelBoard } from '../services/level-boards';

/** A level's board at a venue (top 10, record, chain's best, and a player's place). */
export function levelBoardRoutes({ database, cached }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const deps = { db: database.db, cached };
  mount(app, endpoints.levelBoard, ({ params, query }) =>
    levelBoard(deps, params.locationId, params.gameId, params.level, query.player),
  );
  return app;
}
