import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import type { Columns } from './columns';

export type { Columns, ColumnType } from './columns';

/**
 * Inserts many rows with one statement per call: each column travels as one array parameter and
 * `unnest` turns them back into rows. COPY loads a bare table faster (about three times, for the
 * import bench's rows; docs/performance.md), but cannot say `on conflict` or `returning`: the import
 * COPYs its rows into a staging table (src/server/db/copy.ts) and writes from there; this is the
 * same SQL on PGlite and pg.
 */
export async function insertColumns(
  db: Db,
  table: string,
  columns: Columns,
  onConflict?: SQL,
): Promise<number> {
  const names = Object.keys(columns);
  const first = columns[names[0] as string];
  const length = first ? first[1].length : 0;
  if (length === 0) return 0;
  for (const name of names) {
    if ((columns[name] as (typeof columns)[string])[1].length !== length) {
      throw new Error(`Column ${name} of ${table} has a different length`);
    }
  }
  const arrays = names.map((name) => {
    const [type, values] = columns[name] as (typeof columns)[string];
    const encoded = type === 'jsonb' ? values.map((v) => JSON.stringify(v)) : values;
    return sql`${sql.param(encoded)}::${sql.raw(type)}[]`;
  });
  const result = await db.execute(sql`
    insert into ${sql.identifier(table)} (${sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    )})
    select * from unnest(${sql.join(arrays, sql`, `)})
    ${onConflict ?? sql``}`);
  return (result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? length;
}

/** Moves a serial column's sequence past the highest id, after rows were written with explicit ids. */
export async function syncSequence(db: Db, table: string, column = 'id'): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
  );
}
