import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { mount } from '../http/mount';
import { openApiDocument } from '../openapi';
import { lastUpdated } from '../services/app-state';
import { checkHealth } from '../services/health';

/** Health check and last-updated stamps. */
export function systemRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mount(app, endpoints.healthCheck, () => checkHealth(database, config.dbTimeoutMs + 500));
  mount(app, endpoints.lastUpdated, () => lastUpdated(database.db));
  mount(app, endpoints.openapi, () => openApiDocument());
  return app;
}
