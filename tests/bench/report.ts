import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { BoardsBenchResult } from './boards';
import { errorCount, type MixFigures, serverErrors } from './mix';
import { PAGE_COST_TARGETS, type PageCost } from './page-costs';
import type { RolloverBenchResult } from './rollover';
import type { DatabaseKind } from './support/database';
import type { MemoryFigures } from './support/load';
import { FIXED_RATE_CONNECTIONS, type MixComparison, type TrafficFigures } from './traffic';

/** Everything one database's run measured. */
export interface ChainFigures {
  kind: DatabaseKind;
  players: number;
  locations: number;
  seedSeconds: number;
  boards: BoardsBenchResult;
  /** A player's data and the pages made from it, each asked cold, one at a time. */
  pageCosts: PageCost[];
  traffic: TrafficFigures;
  /** The server's memory after the load tests. */
  memory: MemoryFigures;
  rolloverResult: RolloverBenchResult;
}

export const int = (n: number) => Math.round(n).toLocaleString('en-GB');
export const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
export const mark = (ok: boolean) => (ok ? 'met' : '**not met**');

/** The targets of realistic traffic (docs/performance.md). */
export const TRAFFIC_TARGETS = {
  /** The API mix's requests/s over the ceiling's, at least. */
  apiRatio: 0.2,
  apiP99Ms: 100,
  /** The page mix's requests/s over the API mix's, at least. */
  pagesOverApi: 0.5,
  pagesP99Ms: 250,
  /**
   * A refusal under overload is answered within this: a request beyond MAX_IN_FLIGHT at once, one
   * that waited its turn at MAX_WAIT_MS (1 s); either way no later than the bound and a little.
   */
  refusalMs: 1050,
  /** One URL as browsers ask for it, against the same without Accept-Encoding. */
  oneUrlOverPlain: 0.9,
  /** At the same arrival rate, the page mix's p99 over the API mix's, at most. */
  pagesOverApiP99: 2,
} as const;

/**
 * What broke a run of realistic traffic: errors of any kind, 500s, slow or wrong refusals. With
 * `busyIsAnAnswer` (the smoke run, which checks that every benchmark works whatever the machine's
 * speed) a 503 is an answer: its burst of every request at once may draw a few refusals of
 * requests that waited their turn past MAX_WAIT_MS on a slow machine, as it is meant to.
 */
export function trafficErrors(t: TrafficFigures, { busyIsAnAnswer = false } = {}): string[] {
  const counted = (f: MixFigures) => errorCount(f) - (busyIsAnAnswer ? (f.statuses[503] ?? 0) : 0);
  const problems: string[] = [];
  const oneWorker: Array<readonly [string, MixFigures]> = t.oneWorker
    ? [
        ['API mix, 1 worker', t.oneWorker.api],
        ['page mix, 1 worker', t.oneWorker.pages],
      ]
    : [];
  for (const [label, f] of [
    ['API mix', t.api.site],
    ['page mix', t.pages.site],
    ['one URL', t.oneUrl.site],
    ['one URL, no Accept-Encoding', t.oneUrlPlain],
    ['ceiling, API mix', t.api.ceiling],
    ['ceiling, page mix', t.pages.ceiling],
    ...oneWorker,
    ...(t.twoMachines
      ? [
          ['API mix, two servers behind a proxy', t.twoMachines.api] as const,
          ['page mix, two servers behind a proxy', t.twoMachines.pages] as const,
        ]
      : []),
    ...t.fixedRates.flatMap(({ rate, api, pages }) => [
      [`API mix at ${rate}/s`, api] as const,
      [`page mix at ${rate}/s`, pages] as const,
    ]),
  ] as const) {
    if (counted(f) > 0) problems.push(`${label}: ${counted(f)} errors ${JSON.stringify(f.statuses)}`);
  }
  // A run that answered nothing measured nothing (a server still busy with the last run, say).
  for (const [label, f] of [
    ['API mix', t.api.site],
    ['page mix', t.pages.site],
    ['one URL', t.oneUrl.site],
    ['overload', t.overload],
  ] as const) {
    if (f.requests === 0) problems.push(`${label}: no answers at all`);
  }
  return [...problems, ...overloadProblems(t.overload)];
}

/** Under overload only 2xx answers and refusals (503) are allowed: no 500, no dropped connection. */
export function overloadProblems(overload: MixFigures): string[] {
  const wrong = Object.keys(overload.statuses).filter((s) => !s.startsWith('2') && s !== '503');
  return wrong.length > 0 || overload.socketErrors > 0 || serverErrors(overload) > 0
    ? [`overload: answers other than 2xx and 503 ${JSON.stringify(overload.statuses)}`]
    : [];
}

/** Readers never waited for the rollover: every read answered, none held up for a second or more. */
export function answeredThroughout(r: RolloverBenchResult): boolean {
  return r.reads > 0 && r.readErrors === 0 && r.slowestReadMs < 1000;
}

/** When and on what a run measured, the first line of each report. */
export function measuredOn(command: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return (
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu}, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, with \`${command}\`.`
  );
}

/** The figures as the Markdown that docs/performance.md carries between its bench markers. */
export function renderReport(runs: ChainFigures[], command: string): string {
  const lines = [measuredOn(command), ''];
  for (const run of runs) {
    const r = run.rolloverResult;
    lines.push(
      `### ${run.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${int(run.players)} players, ${run.locations} venues`,
      '',
      `Seed: ${run.seedSeconds.toFixed(1)} s (${int(run.players / run.seedSeconds)} players/s).`,
      '',
      ...renderTraffic(run.traffic),
      '',
      ...renderPageCosts(run.pageCosts),
      '',
      `| Measure | Figure | Baseline in the same run | Ratio | Target |`,
      '| --- | ---: | ---: | ---: | --- |',
      `| Rollover | ${r.seconds.toFixed(1)} s | — | — | < 60 s at 1M players (measured at ${int(run.players)}) |`,
      `| Reads during rollover | ${r.reads} reads, ${r.readErrors} failed, slowest ${r.slowestReadMs.toFixed(0)} ms | ` +
        `slowest ${r.idleSlowestReadMs.toFixed(0)} ms idle | ${(r.slowestReadMs / Math.max(1, r.idleSlowestReadMs)).toFixed(1)}× | ` +
        `answered throughout (none failed, none waited ≥ 1 s): ${mark(answeredThroughout(r))} |`,
      `| Render of every board page | ${run.boards.pages} pages in ${run.boards.seconds.toFixed(1)} s, ` +
        `server peak ${run.boards.memory.peakMb} MB | — | — | < 1 GB: ${mark(run.boards.memory.peakMb < 1024)} |`,
      `| Server memory | ${run.memory.rssMb} MB resident after the board pages, peak ${run.memory.peakMb} MB; ` +
        `after the API mix ${run.traffic.api.memory.peakMb} MB peak, after the page mix ${run.traffic.pages.memory.peakMb} MB | — | — | ` +
        `< 400 MB: ${mark(Math.max(run.memory.peakMb, run.traffic.api.memory.peakMb, run.traffic.pages.memory.peakMb) < 400)} |`,
      '',
    );
  }
  return lines.join('\n');
}

/**
 * The server's processor time per cold request against the player's data the pages are made
 * from, with each answer's size and element count.
 */
export function renderPageCosts(costs: readonly PageCost[]): string[] {
  const data = costs.find((c) => c.kind === 'player data');
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const rows = costs.map((c) => {
    const ratio = data && data.cpuMs > 0 ? c.cpuMs / data.cpuMs : undefined;
    const limit = PAGE_COST_TARGETS[c.kind];
    const target =
      limit === undefined
        ? 'the baseline'
        : `≤ ${limit}× the player's data: ${ratio === undefined ? 'not measured' : mark(ratio <= limit)}`;
    return (
      `| ${c.kind} | ${c.requests} | ${c.cpuMs.toFixed(1)} ms | ${ratio === undefined ? '—' : `${ratio.toFixed(1)}×`} | ` +
      `${kb(c.bytes)} | ${kb(c.sentBytes)} | ${c.elements > 0 ? int(c.elements) : '—'} | ${target} |`
    );
  });
  return [
    "Cost per request, cold (each player's answer or page asked once, one at a time, with a browser's headers, " +
      "after every venue's state is loaded and the code warmed on other players; a venue's board once per venue): the " +
      "server's processor time (every process of its tree; on PostgreSQL the database's own work is not in it), and " +
      'the answer before and after compression.',
    '',
    '| Request | Asked | Server CPU | × player data | Size | As sent | Elements | Target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ];
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

const statuses = (f: MixFigures) =>
  Object.entries(f.statuses)
    .map(([status, n]) => `${int(n)} × ${status}`)
    .join(', ') + (f.socketErrors > 0 ? `, ${int(f.socketErrors)} without answer` : '');

/** The realistic traffic's table: each mix on the site against the ceiling, with its targets. */
export function renderTraffic(t: TrafficFigures): string[] {
  const T = TRAFFIC_TARGETS;
  const row = (label: string, m: MixComparison, target: string) =>
    `| ${label} | ${int(m.site.requestsPerSecond)} | ${m.site.p50Ms} ms | ${m.site.p99Ms} ms | ${statuses(m.site)} | ` +
    `${int(m.ceiling.requestsPerSecond)} (p99 ${m.ceiling.p99Ms} ms) | ${pct(m.site.requestsPerSecond / m.ceiling.requestsPerSecond)} | ${target} |`;
  const apiRatio = t.api.site.requestsPerSecond / t.api.ceiling.requestsPerSecond;
  const pagesOverApi = t.pages.site.requestsPerSecond / t.api.site.requestsPerSecond;
  const apiMet = apiRatio >= T.apiRatio && t.api.site.p99Ms <= T.apiP99Ms && errorCount(t.api.site) === 0;
  const pagesMet =
    pagesOverApi >= T.pagesOverApi && t.pages.site.p99Ms <= T.pagesP99Ms && errorCount(t.pages.site) === 0;
  const oneOverPlain = t.oneUrl.site.requestsPerSecond / t.oneUrlPlain.requestsPerSecond;
  const overloadMet = overloadProblems(t.overload).length === 0 && t.overload.slowest503Ms <= T.refusalMs;
  const bytes = Object.entries(t.bodyBytes)
    .map(([kind, n]) => `${kind} ${int(n)} B`)
    .join(', ');
  return [
    `Realistic traffic: ${t.connections} connections, ${t.seconds} s per run, each run from a freshly started server ` +
      '(cold caches); every request for a player drawn from all players by Zipf(1.1) popularity. API mix: player ' +
      "data 50%, a player's venues 30%, a venue board 15%, daily statistics 5%. Page mix: summary 40%, games 40%, " +
      `venue board 20%. Ceiling: a bare Hono app on @hono/node-server answering bodies of the site's median size per kind (${bytes}).`,
    '',
    '| Traffic | req/s | p50 | p99 | Answers | Ceiling req/s | Of the ceiling | Target |',
    '| --- | ---: | ---: | ---: | --- | ---: | ---: | --- |',
    row('API mix', t.api, `≥ 20% of the ceiling, p99 ≤ 100 ms, no errors: ${mark(apiMet)}`),
    row(
      'Page mix',
      t.pages,
      `≥ half the API mix (${pct(pagesOverApi)}), p99 ≤ 250 ms, no errors: ${mark(pagesMet)}`,
    ),
    row(
      'One URL (player data, cached)',
      t.oneUrl,
      `≥ 90% of the same URL without Accept-Encoding (${pct(oneOverPlain)}): ${mark(oneOverPlain >= T.oneUrlOverPlain)}`,
    ),
    `| One URL, no Accept-Encoding | ${int(t.oneUrlPlain.requestsPerSecond)} | ${t.oneUrlPlain.p50Ms} ms | ` +
      `${t.oneUrlPlain.p99Ms} ms | ${statuses(t.oneUrlPlain)} | — | — | the baseline of the row above |`,
    `| API mix at ${t.overloadConnections} connections | ${int(t.overload.requestsPerSecond)} | ${t.overload.p50Ms} ms | ` +
      `${t.overload.p99Ms} ms | ${statuses(t.overload)} | — | — | only 2xx and 503, 503 within ${int(T.refusalMs)} ms ` +
      `(slowest ${int(t.overload.slowest503Ms)} ms): ${mark(overloadMet)} |`,
    ...oneWorkerRows(t),
    ...twoMachineRows(t),
    ...fixedRateRows(t),
  ];
}

/**
 * The chain as two machines: both mixes through a round-robin proxy (Hono's proxy helper) in front
 * of two servers on the one database, against the one server's rows above. On one host the two
 * share its cores, so the row measures what being one chain costs (the proxy's hop, the limits and
 * counts shared through the database), not what a second machine adds.
 */
function twoMachineRows(t: TrafficFigures): string[] {
  if (!t.twoMachines) return [];
  const row = (label: string, two: MixFigures, one: MixFigures) =>
    `| ${label}, two servers behind a proxy | ${int(two.requestsPerSecond)} | ${two.p50Ms} ms | ${two.p99Ms} ms | ${statuses(two)} | — | — | ` +
    `one server above: ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× its req/s, p99 ${(two.p99Ms / Math.max(one.p99Ms, 1)).toFixed(1)}× (two machines' worth of processes on this host's cores) |`;
  return [row('API mix', t.twoMachines.api, t.api.site), row('Page mix', t.twoMachines.pages, t.pages.site)];
}

/**
 * Latency at given loads: each mix at fixed arrival rates, and how a page's slowest answers
 * compare with the API's at the same rate (the target: within 2×).
 */
function fixedRateRows(t: TrafficFigures): string[] {
  if (t.fixedRates.length === 0) return [];
  const T = TRAFFIC_TARGETS;
  return [
    '',
    `At fixed arrival rates (${FIXED_RATE_CONNECTIONS} connections, each mix from a freshly started server, the rates in ` +
      'turn, each run with requests for other players):',
    '',
    '| Arrival rate | API mix p50 / p99 | Page mix p50 / p99 | Pages / API at p99 | Answers | Target |',
    '| ---: | ---: | ---: | ---: | --- | --- |',
    ...t.fixedRates.map(({ rate, api, pages }) => {
      const ratio = pages.p99Ms / Math.max(api.p99Ms, 1);
      const met = ratio <= T.pagesOverApiP99 && errorCount(api) === 0 && errorCount(pages) === 0;
      return (
        `| ${rate}/s | ${api.p50Ms} / ${api.p99Ms} ms | ${pages.p50Ms} / ${pages.p99Ms} ms | ${ratio.toFixed(1)}× | ` +
        `API ${statuses(api)}; pages ${statuses(pages)} | pages' p99 ≤ ${T.pagesOverApiP99}× the API's, no errors: ${mark(met)} |`
      );
    }),
  ];
}

/** With several workers, the mixes on one worker: what the other cores added. */
function oneWorkerRows(t: TrafficFigures): string[] {
  if (!t.oneWorker) return [];
  const row = (label: string, one: MixFigures, many: MixFigures) =>
    `| ${label}, 1 worker | ${int(one.requestsPerSecond)} | ${one.p50Ms} ms | ${one.p99Ms} ms | ${statuses(one)} | — | — | ` +
    `the rows above ran on ${t.workers} workers: ${(many.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× this |`;
  return [row('API mix', t.oneWorker.api, t.api.site), row('Page mix', t.oneWorker.pages, t.pages.site)];
}
