import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
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
  return `"${text.includes('"') ? text.replaceAll('"', '""') : text}"`;
}

/** Rows per piece of CSV: a piece is built between two turns of the event loop. */
const ROWS_PER_PIECE = 2_000;

/**
 * The rows of `columns` as CSV text, one line each, in pieces of ROWS_PER_PIECE rows with a turn
 * of the event loop between two: a batch of 60,000 rows takes a few hundred ms to write out, which
 * other requests must not wait for.
 */
export async function* csvPieces(columns: Columns): AsyncGenerator<string> {
  const list = Object.values(columns);
  const length = list[0]?.[1].length ?? 0;
  for (let from = 0; from < length; from += ROWS_PER_PIECE) {
    if (from > 0) await yieldToLoop();
    const to = Math.min(length, from + ROWS_PER_PIECE);
    let piece = '';
    for (let row = from; row < to; row++) {
      let line = '';
      for (let c = 0; c < list.length; c++) {
        const [type, values] = list[c] as (typeof list)[number];
        line += (c > 0 ? ',' : '') + csvField(type, values[row]);
      }
      piece += `${line}\n`;
    }
    yield piece;
  }
}

/**
 * COPY ... FROM STDIN on `client` (which must be the transaction's connection), the text sent in
 * pieces of many rows: a piece per row would be a message and a socket write per row.
 */
export async function copyColumns(client: pg.ClientBase, table: string, columns: Columns): Promise<void> {
  if ((Object.values(columns)[0]?.[1].length ?? 0) === 0) return;
  const names = Object.keys(columns)
    .map((n) => `"${n.replaceAll('"', '""')}"`)
    .join(', ');
  const stream = client.query(
    copyFrom(`copy "${table.replaceAll('"', '""')}" (${names}) from stdin with (format csv)`),
  );
  await pipeline(Readable.from(csvPieces(columns)), stream);
}
