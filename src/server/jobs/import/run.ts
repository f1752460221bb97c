import type { Readable } from 'node:stream';
import { dayOf, yearStart } from '@/domain/days';
import { formatNumber } from '@/domain/format';
import type { Database } from '../../db/client';
import { type BatchResult, importBatch } from './apply';
import type { HeldScore } from './hold';
import { ImportRejectedError, type NumberedLine } from './records';

/**
 * Lines per transaction by default: about 5 MB of a typical feed, within one ingest request's
 * limit. Larger batches write each index in longer runs of neighbouring keys (10,000 to 25,000:
 * about 14,000 to 18,000 events a second at a million players, docs/performance.md).
 */
export const DEFAULT_BATCH_SIZE = 25_000;

/** Splits NDJSON text into numbered lines, blank lines skipped (their numbers kept). */
export function numberedLines(text: string): NumberedLine[] {
  return text
    .split(/\r?\n/)
    .map((line, i) => ({ line: i + 1, text: line }))
    .filter((l) => l.text.trim() !== '');
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A body's text, refused when it is not valid UTF-8: decoded leniently, a name with a bad byte
 * became one with U+FFFD in it, a player nobody is. The message names the first line at fault.
 */
export function utf8Text(body: ArrayBuffer): { text: string } | { badLine: number } {
  try {
    return { text: strictUtf8.decode(body) };
  } catch {
    const bytes = new Uint8Array(body);
    let line = 1;
    let start = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 0x0a) continue;
      try {
        strictUtf8.decode(bytes.subarray(start, i));
      } catch {
        return { badLine: line };
      }
      line++;
      start = i + 1;
    }
    return { badLine: line };
  }
}

/** A stream's lines as bytes (without the line feed), so that each is decoded on its own. */
async function* byteLines(input: Readable): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of input as AsyncIterable<Buffer>) {
    const bytes = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let end = bytes.indexOf(0x0a); end !== -1; end = bytes.indexOf(0x0a, start)) {
      yield bytes.subarray(start, end);
      start = end + 1;
    }
    rest = bytes.subarray(start);
  }
  if (rest.length > 0) yield rest;
}

/**
 * Reads an NDJSON stream as batches of numbered lines, reporting bytes read. A line that is not
 * valid UTF-8 stops the import before its batch, naming it (as the ingest endpoint does): decoded
 * leniently, a bad byte made a new player of a name with U+FFFD in it.
 */
export async function* readBatches(
  input: Readable,
  batchSize: number,
  onBytes: (n: number) => void = () => {},
): AsyncGenerator<NumberedLine[]> {
  let batch: NumberedLine[] = [];
  let number = 0;
  for await (const bytes of byteLines(input)) {
    number++;
    onBytes(bytes.length + 1);
    let text: string;
    try {
      text = strictUtf8.decode(bytes).replace(/\r$/, '');
    } catch {
      throw new ImportRejectedError([{ line: number, message: 'not valid UTF-8' }]);
    }
    if (text.trim() === '') continue;
    batch.push({ line: number, text });
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Totals of an import. */
export interface ImportSummary {
  batches: number;
  records: number;
  accepted: number;
  duplicates: number;
  /** Scores held for an admin's review (above their level's plausibility bound). */
  held: HeldScore[];
}

export const emptySummary = (): ImportSummary => ({
  batches: 0,
  records: 0,
  accepted: 0,
  duplicates: 0,
  held: [],
});

/** Adds one batch's figures to an import's totals. */
export function addBatch(summary: ImportSummary, result: Omit<ImportSummary, 'batches'>): void {
  summary.batches++;
  summary.records += result.records;
  summary.accepted += result.accepted;
  summary.duplicates += result.duplicates;
  summary.held.push(...result.held);
}

/**
 * The import's line for its log: '120 new, 3 already known, 1 held for review (line 7: KarmaDancer,
 * 900,000 at venue 4, game 12 L3, top 5,800, bound 11,600)'.
 */
export function summaryLine(summary: ImportSummary): string {
  const held = summary.held.map(
    (h) =>
      `line ${h.line}: ${h.player}, ${formatNumber(h.score)} at venue ${h.locationId}, game ${h.gameId} L${h.level + 1}, ` +
      `top ${formatNumber(h.topScore)}, bound ${formatNumber(h.bound)}`,
  );
  return (
    `${summary.accepted} new, ${summary.duplicates} already known` +
    (held.length > 0 ? `, ${held.length} held for review (${held.join('; ')})` : '')
  );
}

/**
 * Imports batches one transaction each. A bad batch stops the import with its error; the batches
 * before it stay applied, and a re-run skips them (imports are idempotent).
 */
export async function importBatches(
  database: Database,
  batches: AsyncIterable<NumberedLine[]> | Iterable<NumberedLine[]>,
  options: { now: () => Date; timeZone: string; source: string; rolloverHour?: number; trusted?: boolean },
): Promise<ImportSummary> {
  const summary = emptySummary();
  for await (const batch of batches) {
    const now = options.now();
    const result: BatchResult = await importBatch(database, batch, {
      now,
      yearFrom: yearStart(now, options.timeZone),
      source: options.source,
      day: dayOf(now, { timeZone: options.timeZone, rolloverHour: options.rolloverHour ?? 0 }),
      ...(options.trusted ? { trusted: true } : {}),
    });
    addBatch(summary, result);
  }
  return summary;
}
