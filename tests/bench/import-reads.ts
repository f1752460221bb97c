import type { NumberedLine } from '../../src/server/jobs/import/records';
import { startOwnServer } from '../e2e/own-server';
import { API_MIX, type MixFigures, requestStream, runMix } from './mix';
import type { Population } from './support/population';
import { settle } from './traffic';

/** Visitors' reads while the server ingests a feed, against the same reads with nothing else going on. */
export interface ImportReadsResult {
  connections: number;
  seconds: number;
  idle: MixFigures;
  during: MixFigures;
  /** Events the server took through POST /api/ingest while the reads ran. */
  events: number;
  eventsPerSecond: number;
}

export interface ImportReadsOptions {
  port: number;
  env: Record<string, string>;
  population: Population;
  /** Feed batches not imported yet (each one ingest request). */
  batches: readonly NumberedLine[][];
  connections: number;
  seconds: number;
}

const TOKEN = 'bench-ingest-token';
const SEED = 20_261_126;

/**
 * The API mix (Zipf-popular players, as the traffic benchmark asks) for `seconds` on an idle,
 * warmed-up server, then for as long again while the feed goes in through the ingest endpoint batch after
 * batch, as a venue's feed sends it: what a visitor notices of an import.
 */
export async function benchImportReads(options: ImportReadsOptions): Promise<ImportReadsResult> {
  const { connections, seconds, population } = options;
  const server = await startOwnServer(
    options.port,
    {
      ...options.env,
      INGEST_TOKEN: TOKEN,
      RATE_LIMIT_SEARCH: '1000000000',
      RATE_LIMIT_RENDER: '1000000000',
      RATE_LIMIT_INGEST: '1000000',
    },
    900,
  );
  try {
    const reads = () =>
      runMix(server.origin, requestStream(API_MIX, population, SEED), { connections, seconds });
    // Uncounted: the first requests of a fresh server compile and fill its caches.
    await reads();
    await settle(server.origin);
    const idle = await reads();
    await settle(server.origin);

    let stopped = false;
    let events = 0;
    const started = performance.now();
    const ingest = (async () => {
      for (const batch of options.batches) {
        if (stopped) break;
        const response = await fetch(`${server.origin}/api/ingest`, {
          method: 'POST',
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson' },
          body: batch.map((l) => l.text).join('\n'),
        });
        if (!response.ok) throw new Error(`The ingest answered ${response.status}: ${await response.text()}`);
        events += batch.length;
      }
      return (performance.now() - started) / 1000;
    })();
    const during = await reads();
    stopped = true;
    const ingestSeconds = await ingest;
    return { connections, seconds, idle, during, events, eventsPerSecond: events / ingestSeconds };
  } finally {
    await server.stop();
  }
}
