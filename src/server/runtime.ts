import * as Sentry from '@sentry/astro';
import type { Hono } from 'hono';
import { createApp } from './app';
import { type Config, dayClock, loadConfig } from './config';
import { DataVersion } from './data-version';
import { type Database, openDatabase } from './db/client';
import type { AppEnv } from './http/env';
import type { ErrorReporter } from './http/error-handler';
import { EventStreams } from './http/event-streams';
import { startAlertSender } from './jobs/alert-sender';
import { purgeExpired } from './jobs/housekeeping';
import { startScheduler } from './jobs/scheduler';
import { PageCache } from './page-cache';
import { RenderBudget } from './pages/render-budget';
import { RUNTIME_KEY, type RuntimeHandle } from './runtime-handle';
import { CachedReads } from './services/cached-reads';
import { LookupCounter } from './services/lookup-counter';
import { ReadCache } from './services/read-cache';
import { countedTodayOf, sharedCounts } from './services/shared-counts';
import { vapidKeys } from './services/vapid-keys';

/** Everything one server process holds: configuration, the database and the API. */
export interface Runtime extends RuntimeHandle {
  config: Config;
  database: Database;
  api: Hono<AppEnv>;
  /** The data version every kept answer and page is computed for. */
  versions: DataVersion;
  /** The answers kept per data version, for reads that are not among `cached`'s. */
  reads: ReadCache;
  /** Public reads, computed once per data version (shared by the API and the pages). */
  cached: CachedReads;
  /** Rendered pages, reused until the data changes. */
  pages: PageCache;
  /** Each client's page renders a minute (a kept page is not one). */
  renders: RenderBudget;
}

type Holder = { [RUNTIME_KEY]?: Promise<Runtime> };

/**
 * The process's runtime, started on first use. It lives on globalThis so that every copy of this
 * module (Astro's bundle, the dev server's reloads) shares one database handle: PGlite must be
 * opened once per process.
 */
export function getRuntime(): Promise<Runtime> {
  const holder = globalThis as Holder;
  let pending = holder[RUNTIME_KEY];
  if (!pending) {
    pending = startRuntime().catch((error: unknown) => {
      delete holder[RUNTIME_KEY];
      throw error;
    });
    holder[RUNTIME_KEY] = pending;
  }
  return pending;
}

const reportError: ErrorReporter = (error, context) => {
  console.error(`Unexpected error on ${context.method} ${context.path}:`, error);
  // A no-op unless a DSN is configured (sentry.server.config.ts).
  Sentry.captureException(error, { extra: context });
};

async function startRuntime(): Promise<Runtime> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    timeoutMs: config.dbTimeoutMs,
  });
  const versions = new DataVersion(database);
  await versions.start();
  const pages = new PageCache();
  const reads = new ReadCache({ version: () => versions.current });
  const cached = new CachedReads(database.db, reads);
  // The rate limits and who was counted today: in PostgreSQL, shared by every process on it.
  const shared = sharedCounts(database);
  const counted = countedTodayOf(database, shared);
  const lookups = new LookupCounter(database.db, counted, (error) =>
    reportError(error, { method: 'JOB', path: 'lookup counts' }),
  );
  const streams = new EventStreams(versions);
  const api = createApp({
    streams,
    config,
    database,
    reportError,
    now: () => new Date(),
    lookups,
    counted,
    versions,
    reads,
  });
  const scheduler =
    config.jobs && config.rollover.enabled
      ? startScheduler(database.forJobs(), dayClock(config), {
          onRolledOver: (results) => {
            console.info(`Rolled over ${results.map((r) => r.day).join(', ')}.`);
            void versions.refresh().catch(() => {});
          },
          onError: (error) => reportError(error, { method: 'JOB', path: 'rollover' }),
          upkeep: (now) => purgeExpired(database.forJobs().db, config, now),
        })
      : undefined;
  const alerts = startOvertakenAlerts(config, database, versions);
  return {
    config,
    database,
    api,
    versions,
    reads,
    cached,
    pages,
    renders: new RenderBudget(config.rateLimits.render, config.trustedProxies, shared),
    onDataChange: (listener) => versions.onChange(() => listener()),
    endStreams: () => streams.closeAll(),
    async stop() {
      delete (globalThis as Holder)[RUNTIME_KEY];
      scheduler?.stop();
      await alerts?.stop();
      await versions.stop();
      // The last second's search counts, before the database goes.
      await lookups.flush().catch((error: unknown) => console.error('Search counts were not saved:', error));
      await database.close();
    },
  };
}

/**
 * The overtaken alerts' sender: by Web Push always (its keys made on first start, and kept), and
 * by the Discord bot when it has a token. Imports write the alerts and move the data version,
 * which wakes it (in whichever process hears it first; claims keep them from both sending).
 */
function startOvertakenAlerts(config: Config, database: Database, versions: DataVersion) {
  if (!config.jobs) return undefined;
  const { botToken, apiUrl } = config.discordApp;
  const db = database.forJobs().db;
  const onError = (error: unknown) => reportError(error, { method: 'JOB', path: 'overtaken alerts' });
  const keys = () => vapidKeys(db);
  // Made now, so that the first visitor who opts in finds them (and a failure shows at start).
  void keys().catch(onError);
  const sender = startAlertSender(db, {
    api: botToken ? { baseUrl: apiUrl, botToken } : undefined,
    push: {
      keys,
      contact: config.push.contact,
      allowPrivateEndpoints: config.push.allowPrivateEndpoints,
    },
    ...config.alerts,
    onError,
  });
  const unsubscribe = versions.onChange(() => sender.wake());
  return {
    async stop() {
      unsubscribe();
      await sender.stop();
    },
  };
}
