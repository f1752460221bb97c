import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { IngestResult } from '../../src/contract/schemas/jobs';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { applyCatalog, catalogProblem, ImportCatalog } from '../../src/server/jobs/import/catalog';
import { ImportRejectedError, type NumberedLine } from '../../src/server/jobs/import/records';
import {
  addBatch,
  DEFAULT_BATCH_SIZE,
  emptySummary,
  type ImportSummary,
  importBatches,
  readBatches,
  summaryLine,
} from '../../src/server/jobs/import/run';
import { RemoteError, runningServerPid, serverClient } from '../../src/server/jobs/remote';
import { withDatabase } from '../../src/server/jobs/with-database';
import { type Command, UsageError, wholeNumber } from '../cli';

/**
 * `npm run import`: imports a file of score events one transaction per batch, through the running
 * server when the embedded database is open in one.
 */
export const importFile: Command = async ({ args, env, info, progress }) => {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      catalog: { type: 'string' },
      'batch-size': { type: 'string', default: String(DEFAULT_BATCH_SIZE) },
    },
  });
  const file = positionals[0];
  if (!file) throw new UsageError('Usage: npm run import -- FILE [--catalog CATALOG.json] [--batch-size N]');
  if (!fs.existsSync(file)) throw new UsageError(`No such file: ${file}`);
  const batchSize = wholeNumber('--batch-size', values['batch-size'], 1);
  const catalog = values.catalog ? readCatalog(values.catalog) : undefined;

  const config = loadConfig(env);
  progress.phase(`Importing ${file}`, fs.statSync(file).size);
  const batches = doneAsImported(fs.createReadStream(file), batchSize, (bytes, records) => {
    progress.advance(bytes);
    progress.tally(records, 'events');
  });
  const started = Date.now();
  let summary: ImportSummary;
  try {
    const pid = runningServerPid(config);
    summary = pid
      ? await throughServer(serverClient(config, pid), batches, catalog)
      : await direct(config, batches, catalog);
  } catch (error) {
    if (error instanceof ImportRejectedError || error instanceof RemoteError)
      throw new UsageError(error.message);
    throw error;
  } finally {
    progress.done();
  }
  info(
    `Imported ${summary.records} records in ${summary.batches} batches (${((Date.now() - started) / 1000).toFixed(1)} s): ` +
      `${summaryLine(summary)}.`,
  );
};

/**
 * The file's batches; after each one is imported (the consumer asks for the next only then), says
 * how many bytes of the file and how many records that makes: progress counts what is in the
 * database, not what was read ahead.
 */
async function* doneAsImported(
  input: fs.ReadStream,
  batchSize: number,
  onDone: (bytes: number, records: number) => void,
): AsyncGenerator<NumberedLine[]> {
  let read = 0;
  let reported = 0;
  let records = 0;
  for await (const batch of readBatches(input, batchSize, (n) => {
    read += n;
  })) {
    const upTo = read;
    yield batch;
    records += batch.length;
    onDone(upTo - reported, records);
    reported = upTo;
  }
}

function readCatalog(path: string): ImportCatalog {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`Could not read the catalog ${path}: ${(error as Error).message}`);
  }
  const parsed = ImportCatalog.safeParse(json);
  if (!parsed.success) throw new UsageError(catalogProblem(parsed.error));
  return parsed.data;
}

async function direct(
  config: ReturnType<typeof loadConfig>,
  batches: AsyncIterable<NumberedLine[]>,
  catalog: ImportCatalog | undefined,
): Promise<ImportSummary> {
  return withDatabase(config, async (database) => {
    if (catalog)
      await database.db.transaction((tx) => {
        const db: Db = tx;
        return applyCatalog(db, catalog);
      });
    return importBatches(database, batches, {
      now: () => new Date(),
      timeZone: config.rollover.timeZone,
      rolloverHour: config.rollover.hour,
      source: 'cli',
      trusted: !config.holdImplausible,
    });
  });
}

async function throughServer(
  server: ReturnType<typeof serverClient>,
  batches: AsyncIterable<NumberedLine[]>,
  catalog: ImportCatalog | undefined,
): Promise<ImportSummary> {
  if (catalog) await server.post('/api/ingest/catalog', JSON.stringify(catalog), 'application/json');
  const summary = emptySummary();
  for await (const batch of batches) {
    // Blank lines keep their place so the server's line numbers match the file's.
    const lastLine = (batch[batch.length - 1] as NumberedLine).line;
    const lines = new Array<string>(lastLine).fill('');
    for (const l of batch) lines[l.line - 1] = l.text;
    const result = await server.post<IngestResult>('/api/ingest', lines.join('\n'), 'application/x-ndjson');
    addBatch(summary, result);
  }
  return summary;
}
