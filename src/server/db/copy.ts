import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Columns, ColumnType } from './columns';

/**
 * Loads rows into a table on the caller's transaction: COPY on PostgreSQL, a multi-row insert where
 * the driver has no COPY from a stream. Rows come as columns (src/server/db/bulk.ts).
 */
export type BulkLoad = (table: string, columns: Columns) => Promise<void>;

/** A CSV field: text quoted (a quote doubled), numbers and instants as they are, null empty. */
function csvField(type: ColumnType, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (type === 'jsonb') return csvField('text', JSON.stringify(value));
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** The rows of `columns` as CSV text, one line each. */
export function columnsCsv(columns: Columns): string {
  const list = Object.values(columns);
  const length = list[0]?.[1].length ?? 0;
  const lines = new Array<string>(length);
  for (let row = 0; row < length; row++)
    lines[row] = list.map(([type, v]) => csvField(type, v[row])).join(',');
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

/**
 * COPY ... FROM STDIN on `client` (which must be the transaction's connection). The text goes as
 * one chunk: a chunk per row is a message and a socket write per row, slower than an insert.
 */
export async function copyColumns(client: pg.ClientBase, table: string, columns: Columns): Promise<void> {
  const names = Object.keys(columns)
    .map((n) => `"${n.replaceAll('"', '""')}"`)
    .join(', ');
  const csv = columnsCsv(columns);
  if (csv === '') return;
  const stream = client.query(
    copyFrom(`copy "${table.replaceAll('"', '""')}" (${names}) from stdin with (format csv)`),
  );
  await pipeline(Readable.from([csv]), stream);
}
