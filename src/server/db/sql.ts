import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Helpers for SQL written with the schema's columns where the query builder cannot say it. A
 * column interpolated in `sql` renders qualified ("table"."column"), which an insert's column list,
 * an update's `set` and `excluded` do not accept: these render its bare name.
 */

/** A column's bare name, for an insert's column list or an update's `set`. */
export function columnName(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(column.name)}`;
}

/** The proposed row's value of `column` in an upsert's `do update set` (PostgreSQL's `excluded`). */
export function excluded(column: AnyPgColumn): SQL {
  return sql`excluded.${columnName(column)}`;
}
