import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono, MiddlewareHandler } from 'hono';
import { dayOfByMinute } from '../domain/days';
import { sessionMiddleware } from './auth/middleware';
import { dayClock } from './config';
import { DataVersion } from './data-version';
import type { AppDeps, RouteDeps } from './deps';
import { endpointList } from './endpoints';
import { isApiPath } from './http/api-paths';
import type { EndpointPolicy } from './http/endpoint-policy';
import type { AppEnv } from './http/env';
import { errorBody } from './http/error-body';
import { handleError } from './http/error-handler';
import { EventStreams } from './http/event-streams';
import { guardsFor } from './http/guards';
import { bodyLimitFor, rateLimiters, rateLimitFor } from './http/limits';
import { methodRefusal } from './http/methods';
import { invalidInput, mountEndpoint, toHonoPath } from './http/mount';
import { openApiDocument } from './openapi';
import { CachedReads } from './services/cached-reads';
import { LookupCounter } from './services/lookup-counter';
import { ReadCache } from './services/read-cache';
import { countedTodayOf, sharedCounts } from './services/shared-counts';

/**
 * After a successful write, the data version moves (in the database, for every process): no
 * answer or page computed before hides what it changed. A visit count is only the daily
 * statistics', which are reused for a second at most anyway; a push subscription no answer shows.
 */
function recordWrites(endpoint: EndpointPolicy, deps: RouteDeps): MiddlewareHandler<AppEnv> | undefined {
  if (endpoint.method === 'GET') return undefined;
  return async (c, next) => {
    await next();
    if (c.res.status >= 400) return;
    if (endpoint.changes === 'nothing shared') return;
    if (endpoint.changes === 'daily stats') deps.statsWrites.count++;
    else await deps.versions.bump();
  };
}

/** Builds the API: one router per resource, JSON errors throughout. */
export function createApp(appDeps: AppDeps): Hono<AppEnv> {
  const dayAt = dayOfByMinute(dayClock(appDeps.config));
  const versions = appDeps.versions ?? new DataVersion(appDeps.database);
  const reads = appDeps.reads ?? new ReadCache({ version: () => versions.current });
  const shared = sharedCounts(appDeps.database);
  const limiters = rateLimiters(appDeps.config, shared);
  const counted = appDeps.counted ?? countedTodayOf(appDeps.database, shared);
  const deps: RouteDeps = {
    ...appDeps,
    counted,
    lookups:
      appDeps.lookups ??
      new LookupCounter(appDeps.database.db, counted, (error) =>
        appDeps.reportError(error, { method: 'JOB', path: 'lookup counts' }),
      ),
    versions,
    reads,
    streams: appDeps.streams ?? new EventStreams(versions),
    cached: new CachedReads(appDeps.database.db, reads),
    statsWrites: { count: 0 },
    today: () => dayAt(appDeps.now()),
    openApiDocument,
  };
  // A request that does not fit an endpoint's schemas is a 400 naming the first problem.
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(result.error);
    },
  });
  app.use('*', sessionMiddleware(deps.database.db, deps.config, deps.now));
  // Limits and access are declared per endpoint and enforced here, before any handler runs: rate
  // limit, body size, then the credentials and anti-forgery checks.
  for (const endpoint of endpointList) {
    const checks = [
      recordWrites(endpoint, deps),
      rateLimitFor(endpoint, limiters),
      bodyLimitFor(endpoint),
      ...guardsFor(endpoint, deps.config),
    ];
    for (const check of checks) if (check) app.on(endpoint.method, toHonoPath(endpoint.path), check);
  }
  for (const endpoint of endpointList) mountEndpoint(app, endpoint, deps);
  app.notFound((c) => {
    // A path the API has, asked with a method it does not take: 405 with what it does take. (A
    // path outside the API's, which only reaches the app in tests, stays a JSON 404.)
    const refusal = isApiPath(c.req.path) ? methodRefusal(c.req.method, c.req.path) : undefined;
    if (refusal) return c.body(refusal.body, refusal.status, refusal.headers);
    return c.json(errorBody('not_found', 'No such endpoint.'), 404);
  });
  app.onError((error, c) => handleError(error, c, deps.reportError));
  return app;
}
