import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm: name suggestions' similarity index). PGlite
 * links an extension in only when it is opened with it, so every PGlite this project opens
 * (server, jobs, tests, scripts) goes through here.
 */
const EXTENSIONS = { pg_trgm } as const;

/** Opens PGlite in `dataDir` (in memory without one) with the extensions the schema uses. */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, ...(dataDir ? { dataDir } : {}), extensions: EXTENSIONS });
}

/** The methods that run SQL, on PGlite and on the transaction it hands to a callback. */
const RUNS_SQL = new Set<PropertyKey>(['query', 'sql', 'exec']);

/**
 * PGlite with each statement started on a later turn of the event loop. PGlite runs inside this
 * thread and answers synchronously beneath its promises, so a request's queries and its render
 * chain through microtasks alone: with a hundred page requests in flight the event loop did not
 * turn until the last of them was done (13 s measured; no connection accepted, no 503 sent, no
 * answer flushed meanwhile). A turn per statement lets sockets, timers and the load shedder in.
 */
export function takingTurns<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (RUNS_SQL.has(key))
        return async (...args: unknown[]) => {
          await nextTurn();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      if (key === 'transaction')
        return (work: (tx: object) => unknown, ...rest: unknown[]) =>
          (value as (...a: unknown[]) => unknown).call(
            target,
            (tx: object) => work(takingTurns(tx)),
            ...rest,
          );
      // PGlite keeps its state in private fields, which only the object itself may reach.
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}
