/**
 * npm run bench [-- --smoke] [--players N] [--pglite-players N] [--locations N] [--seconds S]
 *   [--events N] [--pglite-events N] [--only postgres,pglite,import,pages] [--port P]
 * The speed benchmarks of docs/performance.md: seed, API under load against a bare node:http
 * ceiling, rollover under reads, the render of every board page, and server memory, on
 * PostgreSQL (DATABASE_URL or the local server) and on PGlite (--pglite-players: a smaller chain,
 * as an embedded database serves a single venue's site, not a chain of a million players); the
 * import (--events N, a million by default; --pglite-events, 100,000) against bare loads of the same rows, and reads while
 * the server ingests (tests/bench/import-reads.ts), on both; then Lighthouse on the main pages against a single-page-app build (tests/bench/pages.ts). A full run
 * rewrites the figures in docs/performance.md (each part its own); --smoke runs each briefly at a
 * small size and fails if anything errs (CI runs it so nothing rots).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/server/db/client';
import { startOwnServer } from '../e2e/own-server';
import { worldBoardTop } from '../support/world-board';
import { benchBoards } from './boards';
import { benchImport, feed } from './import';
import { benchImportReads } from './import-reads';
import { type ImportFigures, importErrors, renderImportReport } from './import-report';
import { benchPageCosts, type PageCost } from './page-costs';
import { benchPages, type PagesFigures } from './pages';
import { renderPagesReport } from './pages-report';
import { type ChainFigures, renderReport, trafficErrors, writeReport } from './report';
import { benchRollover } from './rollover';
import { openCopier } from './support/copy';
import { type DatabaseKind, freshDatabase } from './support/database';
import { memoryMb } from './support/load';
import { loadPopulation, type Population } from './support/population';
import { seedChain } from './support/seed';
import { benchTraffic } from './traffic';

const { values } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    players: { type: 'string' },
    'pglite-players': { type: 'string' },
    locations: { type: 'string' },
    seconds: { type: 'string' },
    events: { type: 'string' },
    'pglite-events': { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: '4491' },
  },
});
const smoke = values.smoke;
const settings = {
  players: Number(values.players ?? (smoke ? 300 : 20_000)),
  pglitePlayers: Number(values['pglite-players'] ?? values.players ?? (smoke ? 300 : 20_000)),
  locations: Number(values.locations ?? (smoke ? 3 : 20)),
  seconds: Number(values.seconds ?? (smoke ? 2 : 30)),
  events: Number(values.events ?? (smoke ? 5_000 : 1_000_000)),
  pgliteEvents: Number(values['pglite-events'] ?? values.events ?? (smoke ? 5_000 : 100_000)),
  connections: 100,
  port: Number(values.port),
};
const PARTS = ['postgres', 'pglite', 'import', 'pages'] as const;
const only = values.only ? values.only.split(',') : [...PARTS];
const unknown = only.filter((part) => !PARTS.includes(part as (typeof PARTS)[number]));
if (unknown.length > 0) throw new Error(`--only takes ${PARTS.join(', ')}; not ${unknown.join(', ')}`);
const kinds = only.filter((part): part is DatabaseKind => part === 'postgres' || part === 'pglite');
const TOKEN = 'bench-ingest-token';
/** The search and render rate limits stay on in production; here they would only measure themselves. */
const UNLIMITED = { RATE_LIMIT_SEARCH: '1000000000', RATE_LIMIT_RENDER: '1000000000' };
/** The arrival rates (requests a second) each mix runs at for its latency at a given load. */
const FIXED_RATES = [5, 20, 40] as const;
/** Connections reading while the server ingests: visitors at an ordinary hour, below saturation. */
const IMPORT_READERS = 10;

async function benchChain(kind: DatabaseKind): Promise<ChainFigures> {
  const players = kind === 'pglite' ? settings.pglitePlayers : settings.players;
  const database = await freshDatabase(kind);
  try {
    console.info(`\n== ${kind}: seeding ${players} players at ${settings.locations} venues`);
    const seedSeconds = seedChain(database.env, players, settings.locations);

    console.info(`== ${kind}: realistic traffic`);
    const population = await loadPopulation(database.env);
    const traffic = await benchTraffic({
      port: settings.port,
      env: database.env,
      population,
      connections: settings.connections,
      seconds: settings.seconds,
      requestsPerConnection: smoke ? 3 : undefined,
      // The same mixes again on one worker: a comparison of figures, which a smoke run has none of.
      oneWorker: !smoke,
      // Latency at given loads, beside the saturation rows (a smoke run's figures mean nothing).
      fixedRates: smoke ? [] : FIXED_RATES,
      // The chain as two machines behind a proxy (PostgreSQL: what machines share).
      twoMachines: !smoke && kind === 'postgres',
    });

    const pageCosts = await measurePageCosts(database.env, population);
    const server = await startOwnServer(
      settings.port,
      { ...database.env, ...UNLIMITED, INGEST_TOKEN: TOKEN },
      900,
    );
    try {
      const leader = await worldBoardTop(server.origin);
      const venues = Array.from({ length: settings.locations }, (_, i) => i + 1);
      const boards = await benchBoards(server.origin, server.pid, leader.players, venues);
      console.info(
        `[boards/${kind}] ${boards.pages} pages in ${boards.seconds.toFixed(1)} s, ` +
          `server peak ${boards.memory.peakMb} MB`,
      );
      const memory = memoryMb(server.pid);
      const board = `${server.origin}/api/leaderboards/${encodeURIComponent(leader.city)}`;
      const rolloverResult = await benchRollover(server.origin, TOKEN, board);
      console.info(
        `[rollover/${kind}] ${rolloverResult.seconds.toFixed(1)} s; ${rolloverResult.reads} reads meanwhile, ` +
          `${rolloverResult.readErrors} failed, slowest ${rolloverResult.slowestReadMs.toFixed(0)} ms`,
      );
      return {
        kind,
        players,
        locations: settings.locations,
        seedSeconds,
        boards,
        pageCosts,
        traffic,
        memory,
        rolloverResult,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/**
 * The page costs on a server of their own, one worker, that does not render the public pages
 * after its start (the warmer's renders would be counted against whichever request ran beside
 * them, and would make the boards warm).
 */
async function measurePageCosts(env: Record<string, string>, population: Population): Promise<PageCost[]> {
  const server = await startOwnServer(
    settings.port,
    { ...env, ...UNLIMITED, WARM_PAGES: 'false', WEB_CONCURRENCY: '1' },
    900,
  );
  try {
    const costs = await benchPageCosts(server.origin, server.pid, population, {
      perKind: smoke ? 5 : 60,
      warmUp: smoke ? 2 : 15,
    });
    console.info(`[page costs] ${costs.map((c) => `${c.kind} ${c.cpuMs.toFixed(1)} ms`).join(', ')}`);
    return costs;
  } finally {
    await server.stop();
  }
}

/**
 * The import on a seeded chain (docs/performance.md, Import): the real pipeline against bare loads
 * of the same rows in the same run, then visitors' reads while the server ingests more.
 */
async function benchImportOn(kind: DatabaseKind): Promise<ImportFigures> {
  const players = kind === 'pglite' ? settings.pglitePlayers : settings.players;
  const events = kind === 'pglite' ? settings.pgliteEvents : settings.events;
  const database = await freshDatabase(kind);
  try {
    console.info(`\n== import/${kind}: seeding ${players} players at ${settings.locations} venues`);
    seedChain(database.env, players, settings.locations);
    const open = await openDatabase({
      databaseUrl: database.env.DATABASE_URL || undefined,
      pgliteDir: database.env.PGLITE_DIR ?? '',
      timeoutMs: 0,
    });
    const url = database.env.DATABASE_URL;
    const copier = url ? await openCopier(url) : undefined;
    let later: Awaited<ReturnType<typeof feed>> = [];
    const importResult = await (async () => {
      const batches = await feed(open, events);
      // More than the reads' window takes in (the ingest stops when the window ends).
      later = await feed(open, Math.min(events, 500_000), events);
      console.info(`== import/${kind}: importing ${events} score events`);
      return benchImport(open, batches, copier);
    })().finally(async () => {
      await copier?.close();
      await open.close();
    });
    console.info(
      `[import/${kind}] ${Math.round(importResult.eventsPerSecond)} events/s ` +
        `(bare insert ${Math.round(importResult.ceilingPerSecond)} rows/s` +
        `${importResult.copyPerSecond ? `, bare COPY ${Math.round(importResult.copyPerSecond)} rows/s` : ''}` +
        `${importResult.floorPerSecond ? `; floor ${Math.round(importResult.floorPerSecond)} events/s` : ''})`,
    );
    console.info(`== import/${kind}: reads while the server ingests`);
    const reads = await benchImportReads({
      port: settings.port,
      env: database.env,
      population: await loadPopulation(database.env),
      batches: later,
      connections: IMPORT_READERS,
      seconds: settings.seconds,
    });
    console.info(
      `[import/${kind}] reads p99 ${reads.during.p99Ms} ms during the ingest (${Math.round(reads.eventsPerSecond)} events/s), ` +
        `${reads.idle.p99Ms} ms idle`,
    );
    return { kind, players, locations: settings.locations, importResult, reads };
  } finally {
    await database.drop();
  }
}

const runs: ChainFigures[] = [];
for (const kind of kinds) runs.push(await benchChain(kind));
const imports: ImportFigures[] = [];
if (only.includes('import'))
  for (const kind of ['postgres', 'pglite'] as const) imports.push(await benchImportOn(kind));
const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
// Each database's figures go in their own section: a run on one leaves the other's alone.
const reports = runs.map((run) => ({ section: `bench:${run.kind}`, markdown: renderReport([run], command) }));
if (imports.length > 0)
  reports.push({ section: 'bench:import', markdown: renderImportReport(imports, command) });
for (const { markdown } of reports) console.info(`\n${markdown}`);

// Lighthouse errors stop the run (lighthouseRunRetried throws): in a smoke run that is the failure.
let pages: PagesFigures | undefined;
if (only.includes('pages')) pages = await benchPages({ smoke, port: settings.port });
const pagesMarkdown = pages ? renderPagesReport(pages, command) : '';
if (pagesMarkdown) console.info(`\n${pagesMarkdown}`);

const errors = runs
  .flatMap((r) => [
    ...trafficErrors(r.traffic, { busyIsAnAnswer: smoke }).map((e) => `${r.kind}: ${e}`),
    ...(r.rolloverResult.readErrors > 0 ? [`${r.kind}: reads failed during the rollover`] : []),
  ])
  .concat(imports.flatMap((i) => importErrors(i).map((e) => `import/${i.kind}: ${e}`)));
if (smoke) {
  if (errors.length > 0) {
    console.error(`\n✗ The benchmark smoke run saw errors:\n${errors.join('\n')}`);
    process.exit(1);
  }
  console.info('\n✓ Benchmark smoke run: every benchmark ran without errors.');
} else {
  for (const { section, markdown } of reports) writeReport(markdown, section);
  if (pagesMarkdown) writeReport(pagesMarkdown, 'bench:pages');
  console.info('\nThe figures are in docs/performance.md.');
}
process.exit(0);
