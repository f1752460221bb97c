import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** COPY over a connection of its own: the fastest way PostgreSQL takes rows, as a baseline. */
export interface Copier {
  /** Loads CSV lines (each ending in a newline) into `table`. */
  copy(table: string, lines: readonly string[]): Promise<void>;
  /** A statement on the same connection (so a COPY can be part of a transaction). */
  query(text: string): Promise<unknown>;
  close(): Promise<void>;
}

export async function openCopier(url: string): Promise<Copier> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async copy(table, lines) {
      const stream = client.query(copyFrom(`copy ${table} from stdin with (format csv)`));
      // One chunk: a chunk per line is a message and a socket write per line, slower than inserts.
      await pipeline(Readable.from([lines.join('')]), stream);
    },
    query: (text) => client.query(text),
    close: () => client.end(),
  };
}

/** A CSV field: text quoted (a quote doubled), numbers as they are. */
export function csvField(value: string | number): string {
  return typeof value === 'number' ? String(value) : `"${value.replaceAll('"', '""')}"`;
}
