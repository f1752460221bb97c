import type { Config } from './config';
import type { DataVersion } from './data-version';
import type { Database } from './db/client';
import type { ErrorReporter } from './http/error-handler';
import type { EventStreams } from './http/event-streams';
import type { CachedReads } from './services/cached-reads';
import type { CountedToday } from './services/counted-today';
import type { LookupCounter } from './services/lookup-counter';
import type { ReadCache } from './services/read-cache';

/** What the API needs from the process that runs it. */
export interface AppDeps {
  config: Config;
  database: Database;
  reportError: ErrorReporter;
  /** The current instant; tests pin it. */
  now: () => Date;
  /** Search and compare counts; the app makes its own unless the runtime shares one it flushes at shutdown. */
  lookups?: LookupCounter;
  /** The data version answers are computed for; the app makes its own unless the runtime shares one. */
  versions?: DataVersion;
  /** Public reads computed once per data version; the app makes its own unless the runtime shares one. */
  reads?: ReadCache;
  /** The venue screens' event streams; the app makes its own unless the runtime shares one it ends at shutdown. */
  streams?: EventStreams;
  /** Who was counted today (visits, lookups); the app makes its own unless the runtime shares one. */
  counted?: CountedToday;
}

/** What the routers receive. */
export type RouteDeps = AppDeps & {
  lookups: LookupCounter;
  versions: DataVersion;
  reads: ReadCache;
  streams: EventStreams;
  counted: CountedToday;
  /** The public reads the routes share with the pages (see CachedReads). */
  cached: CachedReads;
  /** Writes of this process to the day's visit counts, which change no data version. */
  statsWrites: { count: number };
  /** Today's business day by `now` (see dayOfByMinute). */
  today: () => string;
  /** This API's OpenAPI document (server/openapi.ts): made from every endpoint, its own among them, so handed in. */
  openApiDocument: () => Record<string, unknown>;
};
