import type { Db } from './client';

/**
 * A read made on most cold requests (a player by name, their totals, scores, venues, teams,
 * history), built once per database and sent as a named prepared statement. Built on each call,
 * drizzle composes its SQL again (30-40 µs of the server's processor for a simple select) and
 * node-postgres's unnamed statements have PostgreSQL parse and plan it again; prepared, a call
 * took a quarter of the server's processor time (133 → 37 µs) and a quarter of the wall time
 * (207 → 53 µs) on a seeded chain, and PostgreSQL plans it once per connection
 * (docs/decisions.md, "Hot reads are prepared statements"). Kept per `db` (a transaction is a
 * database of its own), let go with it.
 */
export function preparedRead<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const perDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = perDb.get(db);
    if (query === undefined) {
      query = build(db);
      perDb.set(db, query);
    }
    return query;
  };
}
