import { Hono, type MiddlewareHandler } from 'hono';
import { type Endpoint, endpoints } from '../contract/endpoints';
import { type DayClock, dayOfByMinute } from '../domain/days';
import { sessionMiddleware } from './auth/middleware';
import type { Config } from './config';
import type { Database } from './db/client';
import { isApiPath } from './http/api-paths';
import type { AppEnv } from './http/env';
import { errorBody } from './http/error-body';
import { type ErrorReporter, handleError } from './http/error-handler';
import { guardsFor } from './http/guards';
import { HotLane } from './http/hot-lane';
import { bodyLimitFor, rateLimiters, rateLimitFor } from './http/limits';
import { methodRefusal } from './http/methods';
import { toHonoPath } from './http/mount';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { classicRoutes } from './routes/classic';
import { discordRoutes } from './routes/discord';
import { exportRoutes } from './routes/export';
import { leaderboardRoutes } from './routes/leaderboards';
import { listRoutes } from './routes/lists';
import { operationRoutes } from './routes/operations';
import { playerRoutes } from './routes/players';
import { DAILY_STATS_READS, statsRoutes } from './routes/stats';
import { systemRoutes } from './routes/system';
import { LookupCounter } from './services/lookup-counter';
import { ReadCache } from './services/read-cache';

/** What the API needs from the process that runs it. */
export interface AppDeps {
  config: Config;
  database: Database;
  reportError: ErrorReporter;
  /** The current instant; tests pin it. */
  now: () => Date;
  /** Called after a rollover changed the boards (cached pages are regenerated). */
  onRollover: () => void;
  /** Search and compare counts; the app makes its own unless the runtime shares one it flushes at shutdown. */
  lookups?: LookupCounter;
  /** Hot public reads; the app makes its own unless the runtime shares one it clears at rollover. */
  reads?: ReadCache;
}

/** What the routers receive. */
export type RouteDeps = AppDeps & {
  lookups: LookupCounter;
  reads: ReadCache;
  /** Today's business day by `now` (see dayOfByMinute). */
  today: () => string;
  /** Where the hottest public reads are mounted as well (see HotLane). */
  lane: HotLane;
};

/** The API: the app, and the lane that serves its hottest reads without it. */
export interface Api {
  app: Hono<AppEnv>;
  lane: HotLane;
}

/** The chain's day clock (where business days begin) from the configuration. */
export function dayClock(config: Config): DayClock {
  return { timeZone: config.rollover.timeZone, rolloverHour: config.rollover.hour };
}

/**
 * After a write, the reused answers it may have changed are forgotten: whatever a write through
 * this process changed, no reused answer hides it.
 */
function forgetChangedReads(endpoint: Endpoint, reads: ReadCache): MiddlewareHandler<AppEnv> | undefined {
  if (endpoint.route.method === 'GET') return undefined;
  return async (_c, next) => {
    await next();
    if (endpoint.changes === 'daily stats') reads.forget(DAILY_STATS_READS);
    else reads.clear();
  };
}

/** Builds the API's app alone (tests, tools): see createApi. */
export function createApp(appDeps: AppDeps): Hono<AppEnv> {
  return createApi(appDeps).app;
}

/** Builds the API: one router per resource, JSON errors throughout, and its hot lane. */
export function createApi(appDeps: AppDeps): Api {
  const dayAt = dayOfByMinute(dayClock(appDeps.config));
  const limiters = rateLimiters(appDeps.config);
  const deps: RouteDeps = {
    ...appDeps,
    lookups:
      appDeps.lookups ??
      new LookupCounter(appDeps.database.db, (error) =>
        appDeps.reportError(error, { method: 'JOB', path: 'lookup counts' }),
      ),
    reads: appDeps.reads ?? new ReadCache(),
    today: () => dayAt(appDeps.now()),
    lane: new HotLane(appDeps.config, limiters, appDeps.reportError),
  };
  const app = new Hono<AppEnv>();
  app.use('*', sessionMiddleware(deps.database.db, deps.config, deps.now));
  // Limits and access are declared per endpoint in the contract and enforced here, before any
  // handler runs: rate limit, body size, then the credentials and anti-forgery checks.
  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    const checks = [
      forgetChangedReads(endpoint, deps.reads),
      rateLimitFor(endpoint, limiters),
      bodyLimitFor(endpoint),
      ...guardsFor(endpoint, deps.config),
    ];
    for (const check of checks)
      if (check) app.on(endpoint.route.method, toHonoPath(endpoint.route.path), check);
  }
  for (const routes of [
    systemRoutes,
    authRoutes,
    adminRoutes,
    playerRoutes,
    classicRoutes,
    leaderboardRoutes,
    listRoutes,
    statsRoutes,
    exportRoutes,
    operationRoutes,
    discordRoutes,
  ]) {
    app.route('/', routes(deps));
  }
  app.notFound((c) => {
    // A path the API has, asked with a method it does not take: 405 with what it does take. (A
    // path outside the API's, which only reaches the app in tests, stays a JSON 404.)
    const refusal = isApiPath(c.req.path) ? methodRefusal(c.req.method, c.req.path) : undefined;
    if (refusal) return c.body(refusal.body, refusal.status, refusal.headers);
    return c.json(errorBody('not_found', 'No such endpoint.'), 404);
  });
  app.onError((error, c) => handleError(error, c, deps.reportError));
  return { app, lane: deps.lane };
}
