import type { ImportBenchResult } from './import';
import type { ImportReadsResult } from './import-reads';
import { errorCount } from './mix';
import { int, mark, measuredOn, pct } from './report';
import type { DatabaseKind } from './support/database';

/** The import benchmark on one database. */
export interface ImportFigures {
  kind: DatabaseKind;
  players: number;
  locations: number;
  importResult: ImportBenchResult;
  reads: ImportReadsResult;
}

/** The import's targets (docs/performance.md, Import). */
export const IMPORT_TARGETS = {
  /** Events/s through the whole import over a bare COPY's rows/s of the same rows, at least. */
  ofCopy: 0.25,
  /** The reads' p99 during an import over their p99 idle, at most. */
  readsP99: 2,
} as const;

/** What broke an import run: reads that failed or were never answered. */
export function importErrors(f: ImportFigures): string[] {
  const problems: string[] = [];
  for (const [label, m] of [
    ['reads idle', f.reads.idle],
    ['reads during the ingest', f.reads.during],
  ] as const) {
    if (errorCount(m) > 0) problems.push(`${label}: ${errorCount(m)} errors ${JSON.stringify(m.statuses)}`);
    if (m.requests === 0) problems.push(`${label}: no answers at all`);
  }
  if (f.reads.events === 0) problems.push('nothing was ingested while the reads ran');
  return problems;
}

/** The import's figures as the Markdown between docs/performance.md's bench:import markers. */
export function renderImportReport(runs: readonly ImportFigures[], command: string): string {
  const lines = [
    measuredOn(command),
    '',
    '| Database | Import | Bare loads of the same rows | Of the faster | Floor: event log and best scores alone | Reads p99 during an ingest | Idle | Ratio | Targets |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const run of runs) {
    const i = run.importResult;
    const r = run.reads;
    const readsRatio = r.during.p99Ms / Math.max(1, r.idle.p99Ms);
    const copyMet =
      i.copyPerSecond !== undefined && i.eventsPerSecond >= IMPORT_TARGETS.ofCopy * i.copyPerSecond;
    lines.push(
      `| ${run.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${int(run.players)} players at ${run.locations} venues | ` +
        `${int(i.eventsPerSecond)} events/s (${int(i.events)} events) | ` +
        `${int(i.ceilingPerSecond)} rows/s insert${i.copyPerSecond ? `, ${int(i.copyPerSecond)} rows/s COPY` : ''} | ` +
        `${pct(i.ratio)} | ${floorCell(i)} | ${r.during.p99Ms} ms (${int(r.events)} events at ${int(r.eventsPerSecond)}/s) | ` +
        `${r.idle.p99Ms} ms | ${readsRatio.toFixed(1)}× | ` +
        (run.kind === 'postgres' ? `≥ 25% of COPY: ${mark(copyMet)}; ` : 'reported; ') +
        `reads ≤ 2×: ${mark(readsRatio <= IMPORT_TARGETS.readsP99 && importErrors(run).length === 0)} |`,
    );
  }
  lines.push(
    '',
    'Floor: the same events written to copies of the seeded event log and best scores (their indexes ' +
      'included) and nowhere else, ids resolved before the clock starts, a batch a transaction ' +
      '(tests/bench/import-floor.ts): the least an import that keeps re-imports harmless and player pages ' +
      "current must write. Its share of the bare COPY bounds any import's on this machine.",
    '',
    `Reads: the API mix of the traffic benchmark at ${runs[0]?.reads.connections ?? 0} connections for ` +
      `${runs[0]?.reads.seconds ?? 0} s on an idle server, then as long again while the server ingests the next ` +
      'events through `POST /api/ingest`, 25,000 a request.',
  );
  return lines.join('\n');
}

/** The floor's events/s and its share of the bare COPY, where it was measured. */
function floorCell(i: ImportBenchResult): string {
  if (i.floorPerSecond === undefined) return '—';
  const ofCopy = i.copyPerSecond ? ` (${pct(i.floorPerSecond / i.copyPerSecond)} of COPY)` : '';
  return `${int(i.floorPerSecond)} events/s${ofCopy}`;
}
