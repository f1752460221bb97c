import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { EndpointFigures } from './api';
import type { BoardsBenchResult } from './boards';
import type { ImportBenchResult } from './import';
import type { RolloverBenchResult } from './rollover';
import type { DatabaseKind } from './support/database';
import type { MemoryFigures } from './support/load';

/** Everything one database's run measured. */
export interface ChainFigures {
  kind: DatabaseKind;
  players: number;
  locations: number;
  seedSeconds: number;
  importResult: ImportBenchResult;
  boards: BoardsBenchResult;
  endpoints: EndpointFigures[];
  /** The server's memory after the load tests. */
  memory: MemoryFigures;
  rolloverResult: RolloverBenchResult;
}

const int = (n: number) => Math.round(n).toLocaleString('en-GB');
const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
const mark = (ok: boolean) => (ok ? 'met' : '**not met**');

/** Readers never waited for the rollover: every read answered, none held up for a second or more. */
export function answeredThroughout(r: RolloverBenchResult): boolean {
  return r.reads > 0 && r.readErrors === 0 && r.slowestReadMs < 1000;
}

/** The figures as the Markdown that docs/performance.md carries between its bench markers. */
export function renderReport(runs: ChainFigures[], command: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, with \`${command}\`.`,
    '',
  ];
  for (const run of runs) {
    const r = run.rolloverResult;
    lines.push(
      `### ${run.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${int(run.players)} players, ${run.locations} venues`,
      '',
      `Seed: ${run.seedSeconds.toFixed(1)} s (${int(run.players / run.seedSeconds)} players/s).`,
      '',
      '| Endpoint | Body | Site req/s | Ceiling req/s | Ratio (target ≥ 40%) | p99 (target < 20 ms) | Ceiling p99 | Errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...run.endpoints.map(
        (e) =>
          `| ${e.endpoint} | ${int(e.bytes)} B | ${int(e.site.requestsPerSecond)} | ${int(e.ceiling.requestsPerSecond)} | ` +
          `${pct(e.ratio)} (${mark(e.ratio >= 0.4)}) | ${e.site.p99Ms} ms (${mark(e.site.p99Ms < 20)}) | ${e.ceiling.p99Ms} ms | ${e.site.errors} |`,
      ),
      '',
      `| Measure | Figure | Baseline in the same run | Ratio | Target |`,
      '| --- | ---: | ---: | ---: | --- |',
      `| Import | ${int(run.importResult.eventsPerSecond)} events/s (${int(run.importResult.events)} events) | ` +
        `${int(run.importResult.ceilingPerSecond)} rows/s bare insert` +
        `${run.importResult.copyPerSecond ? `, ${int(run.importResult.copyPerSecond)} rows/s bare COPY` : ''} | ` +
        `${pct(run.importResult.ratio)} | ` +
        `≥ 200,000 events/s: ${mark(run.importResult.eventsPerSecond >= 200_000)} |`,
      `| Rollover | ${r.seconds.toFixed(1)} s | — | — | < 60 s at 1M players (measured at ${int(run.players)}) |`,
      `| Reads during rollover | ${r.reads} reads, ${r.readErrors} failed, slowest ${r.slowestReadMs.toFixed(0)} ms | ` +
        `slowest ${r.idleSlowestReadMs.toFixed(0)} ms idle | ${(r.slowestReadMs / Math.max(1, r.idleSlowestReadMs)).toFixed(1)}× | ` +
        `answered throughout (none failed, none waited ≥ 1 s): ${mark(answeredThroughout(r))} |`,
      `| Render of every board page | ${run.boards.pages} pages in ${run.boards.seconds.toFixed(1)} s, ` +
        `server peak ${run.boards.memory.peakMb} MB | — | — | < 1 GB: ${mark(run.boards.memory.peakMb < 1024)} |`,
      `| Server memory | ${run.memory.rssMb} MB resident after the load tests, peak ${run.memory.peakMb} MB | — | — | ` +
        `< 300 MB: ${mark(run.memory.peakMb < 300)} |`,
      '',
    );
  }
  return lines.join('\n');
}

/**
 * Replaces the figures in docs/performance.md between one pair of markers: `bench:postgres`,
 * `bench:pglite` (a chain's figures on that database) or `bench:pages`, so each benchmark
 * refreshes its own and leaves the others alone.
 */
export function writeReport(markdown: string, section: string, file = 'docs/performance.md'): void {
  const start = `<!-- ${section}:start -->`;
  const end = `<!-- ${section}:end -->`;
  const doc = readFileSync(file, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} lacks the ${start} … ${end} markers`);
  writeFileSync(file, `${doc.slice(0, from + start.length)}\n${markdown}\n${doc.slice(to)}`);
}
