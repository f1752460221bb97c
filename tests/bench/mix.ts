import autocannon from 'autocannon';
import type { Population } from './support/population';
import { Zipf } from './support/zipf';

/** What a visitor asks for. */
export type Kind =
  | 'player data'
  | 'player venues'
  | 'venue board'
  | 'daily stats'
  | 'summary page'
  | 'games page'
  | 'board page';

/**
 * What every browser sends with each request, and so every traffic benchmark: without
 * `Accept-Encoding` a benchmark measures something no visitor does (an answer compressed again per
 * request cost four to six times what the benchmark showed).
 */
export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: '*/*',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36',
} as const;

/** A mix of requests: each kind's share, in percent. */
export type Mix = ReadonlyArray<readonly [Kind, number]>;

/** The API as visitors' browsers call it. */
export const API_MIX: Mix = [
  ['player data', 50],
  ['player venues', 30],
  ['venue board', 15],
  ['daily stats', 5],
];

/** The pages visitors open: a player's summary and games, and their venue's board. */
export const PAGE_MIX: Mix = [
  ['summary page', 40],
  ['games page', 40],
  ['board page', 20],
];

/** A request's path, for a player at one of their venues. */
export function pathOf(kind: Kind, name: string, venue: number, venueName: string): string {
  const player = encodeURIComponent(name);
  switch (kind) {
    case 'player data':
      return `/api/activate/players/player/${player}/location/${venue}`;
    case 'player venues':
      return `/api/activate/playerlocations/${player}`;
    case 'venue board':
      return `/api/leaderboards/${encodeURIComponent(venueName)}`;
    case 'daily stats':
      return '/api/stats/daily';
    case 'summary page':
      return `/player/${player}/location/${venue}/summary`;
    case 'games page':
      return `/player/${player}/location/${venue}/games`;
    case 'board page':
      return `/player/${player}/location/${venue}/leaderboard`;
  }
}

/**
 * An endless, seeded stream of requests as visitors make them: a kind by the mix's shares, a
 * player by Zipf popularity over every player, one of their venues at random.
 */
export function requestStream(
  mix: Mix,
  population: Population,
  seed: number,
): () => { kind: Kind; path: string } {
  const zipf = new Zipf(population.players.length, 1.1, seed);
  const total = mix.reduce((sum, [, share]) => sum + share, 0);
  return () => {
    let r = zipf.float() * total;
    let kind = mix[0]?.[0] as Kind;
    for (const [k, share] of mix) {
      kind = k;
      r -= share;
      if (r < 0) break;
    }
    const player = population.players[zipf.next()] as Population['players'][number];
    const venue = player.venues[Math.floor(zipf.float() * player.venues.length)] as number;
    return { kind, path: pathOf(kind, player.name, venue, population.venueNames.get(venue) ?? '') };
  };
}

/** What one run of a mix measured. */
export interface MixFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers by status. */
  statuses: Record<number, number>;
  /** Socket errors and time-outs (no answer at all). */
  socketErrors: number;
  /** The slowest 503 (a refusal must be quick), ms; 0 when none. */
  slowest503Ms: number;
}

/** Answers that count as errors: anything but a 2xx, and no answer at all. */
export function errorCount(f: MixFigures): number {
  const bad = Object.entries(f.statuses).filter(([status]) => !status.startsWith('2'));
  return f.socketErrors + bad.reduce((sum, [, n]) => sum + n, 0);
}

/** Answers at 500 or above other than 503 (the refusal of a busy server). */
export function serverErrors(f: MixFigures): number {
  return Object.entries(f.statuses)
    .filter(([status]) => Number(status) >= 500 && status !== '503')
    .reduce((sum, [, n]) => sum + n, 0);
}

/** Runs the stream against `origin` with `connections` keep-alive connections for `seconds`. */
export async function runMix(
  origin: string,
  next: () => { path: string },
  options: {
    connections: number;
    seconds: number;
    amount?: number | undefined;
    /** No browser headers (the no-encoding figure reported beside the browser's). */
    plain?: boolean;
    /**
     * A fixed arrival rate, requests a second over all connections (latency at a given load),
     * instead of each connection asking again as soon as answered (the most the site can take).
     */
    rate?: number | undefined;
  },
): Promise<MixFigures> {
  const statuses: Record<number, number> = {};
  let slowest503Ms = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: options.connections,
        headers: options.plain ? {} : { ...BROWSER_HEADERS },
        // A number of requests, each answered however long it takes, or as many as fit in the time.
        ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
        ...(options.rate ? { overallRate: options.rate } : {}),
        // A measured run gives up on an answer after 10 s (an error in its figures); a counted one
        // (the smoke run's) checks that every answer comes, so its limit is a hang limit.
        timeout: options.amount ? 120 : 10,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next().path }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 503) slowest503Ms = Math.max(slowest503Ms, ms);
    });
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    statuses,
    socketErrors: result.errors + result.timeouts,
    slowest503Ms,
  };
}
