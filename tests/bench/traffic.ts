import { availableParallelism } from 'node:os';
import { publicPagePaths } from '../../src/server/launcher/warm-pages';
import { startOwnServer } from '../e2e/own-server';
import { startRoundRobinProxy } from '../support/round-robin-proxy';
import { API_MIX, type Kind, type MixFigures, PAGE_MIX, pathOf, requestStream, runMix } from './mix';
import { type CeilingBody, type MemoryFigures, memoryMb, startCeiling } from './support/load';
import type { Population } from './support/population';

/** One mix on the site and on the ceiling, with the same requests. */
export interface MixComparison {
  site: MixFigures;
  ceiling: MixFigures;
  /** The site's resident memory at the end of its run (peak: the most since it started). */
  memory: MemoryFigures;
}

/** What the realistic traffic benchmark measured. */
export interface TrafficFigures {
  connections: number;
  seconds: number;
  api: MixComparison;
  pages: MixComparison;
  /** The API mix at four times the connections: only 2xx and quick 503s are allowed. */
  overload: MixFigures;
  overloadConnections: number;
  /** One player's data asked again and again (what the old benchmark measured: the read cache). */
  oneUrl: MixComparison;
  /** The same without `Accept-Encoding` (no browser sends that): the figure to compare with. */
  oneUrlPlain: MixFigures;
  /** Body sizes the ceiling answered with, by kind (the site's median answer). */
  bodyBytes: Partial<Record<Kind, number>>;
  /** The server's worker processes in the runs above (one per core on PostgreSQL). */
  workers: number;
  /** With several workers: the API mix and the page mix again on one worker, beside them. */
  oneWorker?: { api: MixFigures; pages: MixFigures } | undefined;
  /** Each mix at fixed arrival rates (FIXED_RATE_CONNECTIONS connections), the rates in order. */
  fixedRates: FixedRateFigures[];
  /**
   * Each mix through a round-robin proxy in front of two servers on the one database (two
   * machines of a chain, here sharing one host's cores), beside the one server's rows above.
   */
  twoMachines?: { api: MixFigures; pages: MixFigures } | undefined;
}

/** The API mix and the page mix at one arrival rate. */
export interface FixedRateFigures {
  rate: number;
  api: MixFigures;
  pages: MixFigures;
}

/** Connections of the fixed-rate runs: visitors at an ordinary hour, not a crowd at once. */
export const FIXED_RATE_CONNECTIONS = 10;

export interface TrafficOptions {
  port: number;
  env: Record<string, string>;
  population: Population;
  connections: number;
  seconds: number;
  /**
   * A smoke run's measure: this many requests a connection, each answered however long it takes,
   * instead of as many as fit in `seconds`. On a slow machine the first answers at 400
   * connections came after a two-second window had closed, and the run measured nothing.
   */
  requestsPerConnection?: number | undefined;
  /** With several workers, run the API and page mixes on one worker too, beside them. */
  oneWorker?: boolean | undefined;
  /** Arrival rates (requests a second) to run each mix at, from a fresh server per mix. */
  fixedRates?: readonly number[] | undefined;
  /** Run each mix through a proxy in front of two servers too (PostgreSQL only). */
  twoMachines?: boolean | undefined;
}

const SEED = 20_261_125;

/** The median answer of each kind for a sample of the stream's requests: the ceiling's bodies. */
async function sampleBodies(origin: string, population: Population): Promise<Map<Kind, CeilingBody>> {
  const bodies = new Map<Kind, CeilingBody>();
  for (const mix of [API_MIX, PAGE_MIX]) {
    for (const [kind] of mix) {
      const stream = requestStream([[kind, 1]], population, SEED + 1);
      const answers: Array<{ body: Buffer; type: string }> = [];
      for (let i = 0; i < 15; i++) {
        const response = await fetch(`${origin}${stream().path}`);
        if (!response.ok) continue;
        answers.push({
          body: Buffer.from(await response.arrayBuffer()),
          type: response.headers.get('content-type') ?? 'application/json',
        });
      }
      answers.sort((a, b) => a.body.length - b.body.length);
      const median = answers[Math.floor(answers.length / 2)];
      if (!median) throw new Error(`No ${kind} answer to sample`);
      bodies.set(kind, { pattern: patternOf(kind), ...median });
    }
  }
  return bodies;
}

/** The paths of a kind, as the ceiling matches them. */
function patternOf(kind: Kind): RegExp {
  const example = pathOf(kind, 'NAME', 987_654_321, 'VENUE');
  const escaped = example.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${escaped.replace('NAME', '[^/]+').replace('987654321', '\\d+').replace('VENUE', '[^/]+')}$`,
  );
}

/**
 * Waits until a fresh server has done what it does once it starts: it renders the public pages
 * (launcher/warm-pages.ts), which asked for here wait for that render. A run then measures a
 * server with cold caches for every player, not a process still loading its code.
 */
async function startedUp(origin: string): Promise<void> {
  const venues = (await (await fetch(`${origin}/api/activate/locations`)).json()) as Array<{ id: number }>;
  for (const path of publicPagePaths(venues.map((v) => v.id)))
    await (await fetch(`${origin}${path}`)).arrayBuffer();
  await settle(origin);
}

/**
 * Waits until the server has answered what a run left in flight (a health check answers within
 * 50 ms), so the next run measures itself and not the previous one's tail.
 */
export async function settle(origin: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const started = Date.now();
    const ok = await fetch(`${origin}/api/health-check`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && Date.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The server stayed busy for 30 s after a run');
}

/**
 * The site under traffic as visitors make it (docs/performance.md): the API mix and the page mix,
 * each from a freshly started server (cold caches), 100 connections, every request for a player
 * drawn by Zipf popularity from all players; then the API mix at four times the connections, and
 * the one-URL figure. The ceiling (a bare Hono app answering bodies of the same sizes) takes the
 * same requests in the same run.
 */
export async function benchTraffic(options: TrafficOptions): Promise<TrafficFigures> {
  const { connections, seconds, population } = options;
  const env = { ...options.env, RATE_LIMIT_SEARCH: '1000000000', RATE_LIMIT_RENDER: '1000000000' };
  const amount = (conns: number) =>
    options.requestsPerConnection ? conns * options.requestsPerConnection : undefined;
  const run = async (origin: string, mix: typeof API_MIX, conns = connections) =>
    runMix(origin, requestStream(mix, population, SEED), {
      connections: conns,
      seconds,
      amount: amount(conns),
    });

  // `npm start`'s workers: one per core on PostgreSQL (launcher/workers.ts), one on PGlite.
  const workers = options.env.DATABASE_URL
    ? Number(options.env.WEB_CONCURRENCY) || availableParallelism()
    : 1;
  const fresh = async <T>(
    use: (origin: string, pid: number) => Promise<T>,
    more: Record<string, string> = {},
  ): Promise<T> => {
    const server = await startOwnServer(options.port, { ...env, ...more }, 900);
    try {
      await startedUp(server.origin);
      return await use(server.origin, server.pid);
    } finally {
      await server.stop();
      // What the server reported (a 500's cause, say): a CI log otherwise shows only the status.
      const reported = server.errorOutput().trim();
      if (reported) console.info(`[server error output, last 4 KB]\n${reported.slice(-4096)}`);
    }
  };

  const api = await fresh(async (origin, pid) => ({
    site: await run(origin, API_MIX),
    memory: memoryMb(pid),
  }));
  log('API mix', api.site);
  let bodies = new Map<Kind, CeilingBody>();
  const leader = population.players[0] as Population['players'][number];
  const onePath = pathOf('player data', leader.name, leader.venues[0] ?? 1, '');
  const rest = await fresh(async (origin, pid) => {
    const pages = { site: await run(origin, PAGE_MIX), memory: memoryMb(pid) };
    log('page mix', pages.site);
    await settle(origin);
    const overload = await run(origin, API_MIX, connections * 4);
    log(`API mix at ${connections * 4} connections`, overload);
    await settle(origin);
    const one = await runMix(origin, () => ({ path: onePath }), {
      connections,
      seconds,
      amount: amount(connections),
    });
    log('one URL', one);
    await settle(origin);
    const onePlain = await runMix(origin, () => ({ path: onePath }), {
      connections,
      seconds,
      amount: amount(connections),
      plain: true,
    });
    log('one URL, no Accept-Encoding', onePlain);
    await settle(origin);
    bodies = await sampleBodies(origin, population);
    return { pages, overload, oneUrl: { site: one, memory: memoryMb(pid) }, oneUrlPlain: onePlain };
  });

  let oneWorker: TrafficFigures['oneWorker'];
  if (workers > 1 && options.oneWorker) {
    const single = { WEB_CONCURRENCY: '1' };
    const apiOne = await fresh((origin) => run(origin, API_MIX), single);
    log('API mix, one worker', apiOne);
    const pagesOne = await fresh((origin) => run(origin, PAGE_MIX), single);
    log('page mix, one worker', pagesOne);
    oneWorker = { api: apiOne, pages: pagesOne };
  }

  // Latency at a given load: each mix from a fresh server, at each rate in turn (the lowest first),
  // every run with requests for other players (its own seed), so caches stay as cold as visitors
  // keep them.
  const rates = options.fixedRates ?? [];
  const atRates = async (mix: typeof API_MIX, label: string) =>
    rates.length === 0
      ? []
      : fresh(async (origin) => {
          const figures: MixFigures[] = [];
          for (const rate of rates) {
            const f = await runMix(origin, requestStream(mix, population, SEED + rate), {
              connections: FIXED_RATE_CONNECTIONS,
              seconds,
              rate,
            });
            log(`${label} at ${rate}/s`, f);
            figures.push(f);
            await settle(origin);
          }
          return figures;
        });
  const apiAtRates = await atRates(API_MIX, 'API mix');
  const pagesAtRates = await atRates(PAGE_MIX, 'page mix');
  const fixedRates = rates.map((rate, i) => ({
    rate,
    api: apiAtRates[i] as MixFigures,
    pages: pagesAtRates[i] as MixFigures,
  }));

  let twoMachines: TrafficFigures['twoMachines'];
  if (options.twoMachines && options.env.DATABASE_URL) {
    const behindProxy = async (mix: typeof API_MIX) => {
      // One after the other: each migrates the shared database at its start.
      const first = await startOwnServer(options.port, { ...env, TRUST_PROXY: '1' }, 900);
      const second = await startOwnServer(options.port + 2, { ...env, TRUST_PROXY: '1' }, 900).catch(
        async (error) => {
          await first.stop();
          throw error;
        },
      );
      const proxy = await startRoundRobinProxy([first.origin, second.origin]);
      try {
        await startedUp(first.origin);
        await startedUp(second.origin);
        return await run(proxy.origin, mix);
      } finally {
        await proxy.close();
        await Promise.all([first.stop(), second.stop()]);
      }
    };
    const apiTwo = await behindProxy(API_MIX);
    log('API mix, two servers behind a proxy', apiTwo);
    const pagesTwo = await behindProxy(PAGE_MIX);
    log('page mix, two servers behind a proxy', pagesTwo);
    twoMachines = { api: apiTwo, pages: pagesTwo };
  }

  const ceiling = await startCeiling([...bodies.values()], options.port + 1);
  try {
    const apiCeiling = await run(ceiling.url, API_MIX);
    const pagesCeiling = await run(ceiling.url, PAGE_MIX);
    const oneCeiling = await runMix(ceiling.url, () => ({ path: onePath }), {
      connections,
      seconds,
      amount: amount(connections),
    });
    log('ceiling, API mix', apiCeiling);
    log('ceiling, page mix', pagesCeiling);
    return {
      connections,
      seconds,
      api: { ...api, ceiling: apiCeiling },
      pages: { ...rest.pages, ceiling: pagesCeiling },
      overload: rest.overload,
      overloadConnections: connections * 4,
      oneUrl: { ...rest.oneUrl, ceiling: oneCeiling },
      oneUrlPlain: rest.oneUrlPlain,
      bodyBytes: Object.fromEntries([...bodies].map(([kind, b]) => [kind, b.body.length])),
      workers,
      oneWorker,
      fixedRates,
      twoMachines,
    };
  } finally {
    ceiling.stop();
  }
}

function log(label: string, f: MixFigures): void {
  console.info(
    `[traffic] ${label}: ${Math.round(f.requestsPerSecond)} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ` +
      `statuses ${JSON.stringify(f.statuses)}, socket errors ${f.socketErrors}, slowest 503 ${f.slowest503Ms} ms`,
  );
}
