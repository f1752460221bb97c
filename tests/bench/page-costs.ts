import { readFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { Random } from '../../src/domain/random';
import { BROWSER_HEADERS, type Kind, pathOf } from './mix';
import type { Population } from './support/population';

/** The kinds whose cost is measured, the player's data first: it is what the pages are made from. */
export const COSTED_KINDS = ['player data', 'summary page', 'games page', 'board page'] as const;
type CostedKind = (typeof COSTED_KINDS)[number];

/** What one kind of request costs the server, cold, one at a time. */
export interface PageCost {
  kind: CostedKind;
  requests: number;
  /** The server's processor time (user and system, every process of its tree) per request. */
  cpuMs: number;
  /** The answer's bytes before compression, on average. */
  bytes: number;
  /** The answer's bytes as sent with a browser's Accept-Encoding, on average. */
  sentBytes: number;
  /** HTML elements in the answer (start tags), on average; 0 for JSON. */
  elements: number;
}

/** The server's processor time so far, in ms: every process of its tree (the workers too). */
export function processorMs(rootPid: number): number {
  // utime and stime, fields 14 and 15 of /proc/PID/stat, in clock ticks (100 a second on Linux).
  const TICK_MS = 10;
  let ticks = 0;
  const visit = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(rootPid);
  return ticks * TICK_MS;
}

/** One answer as a browser receives it: the bytes on the wire, and the body they decode to. */
function fetchAsBrowser(url: string): Promise<{ status: number; sent: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : encoding === 'zstd'
                  ? zlib.zstdDecompressSync(raw)
                  : raw;
          resolve({ status: res.statusCode ?? 0, sent: raw.length, body });
        });
      })
      .on('error', reject);
  });
}

const START_TAG = /<[a-zA-Z][^>]*>/g;

/**
 * The server's processor time per request for a player's data and the pages made from it, each
 * asked once (cold: nobody asked for that player's answer or page before) and one after another,
 * with a browser's headers; with their bytes before and after compression and their element
 * counts. Every venue's state is loaded and the code warmed first (requests for other players),
 * so the figure is what one more player costs, not the server's start.
 */
export async function benchPageCosts(
  origin: string,
  serverPid: number,
  population: Population,
  { perKind = 60, warmUp = 15, seed = 11, kinds = COSTED_KINDS as readonly CostedKind[] } = {},
): Promise<PageCost[]> {
  const random = new Random(seed);
  const players = random.shuffle(population.players);
  // A board page is kept per venue and data version: only a venue's first one is cold, so each
  // venue's board is asked once, by a player of that venue.
  const boardsLeft = random.shuffle([...population.venueNames.keys()]);
  const draw = (kind: Kind) => {
    const board = kind === 'board page' ? boardsLeft.pop() : undefined;
    const index =
      board === undefined ? players.length - 1 : players.findLastIndex((p) => p.venues.includes(board));
    const [player] = players.splice(index, 1);
    if (!player) throw new Error('Not enough players for the page costs');
    const venue = board ?? random.pick(player.venues);
    return { name: player.name, venue, venueName: population.venueNames.get(venue) ?? '' };
  };
  const ask = async (kind: Kind) => {
    const { name, venue, venueName } = draw(kind);
    const answer = await fetchAsBrowser(`${origin}${pathOf(kind, name, venue, venueName)}`);
    if (answer.status !== 200) throw new Error(`${kind} for ${name} answered ${answer.status}`);
    return answer;
  };
  // Each venue's shared state is read once per data version by whichever request comes first.
  for (const venue of population.venueNames.keys()) {
    const at = players.findIndex((p) => p.venues.includes(venue));
    const [player] = at < 0 ? [] : players.splice(at, 1);
    if (player) await fetchAsBrowser(`${origin}${pathOf('player data', player.name, venue, '')}`);
  }
  // The code warmed by other players' answers and pages (not boards: each venue's is counted).
  for (let i = 0; i < warmUp; i++)
    for (const kind of COSTED_KINDS) if (kind !== 'board page') await ask(kind);

  const costs: PageCost[] = [];
  for (const kind of kinds) {
    let bytes = 0;
    let sent = 0;
    let elements = 0;
    const before = processorMs(serverPid);
    const requests = kind === 'board page' ? Math.min(perKind, boardsLeft.length) : perKind;
    if (requests === 0) continue;
    for (let i = 0; i < requests; i++) {
      const answer = await ask(kind);
      bytes += answer.body.length;
      sent += answer.sent;
      if (kind !== 'player data') elements += answer.body.toString('utf8').match(START_TAG)?.length ?? 0;
    }
    costs.push({
      kind,
      requests,
      cpuMs: (processorMs(serverPid) - before) / requests,
      bytes: bytes / requests,
      sentBytes: sent / requests,
      elements: elements / requests,
    });
  }
  return costs;
}

/** How many times the player's data a page may cost the server (cold, at a million players). */
export const PAGE_COST_TARGETS: Partial<Record<CostedKind, number>> = {
  'summary page': 2,
  'board page': 2,
  'games page': 3,
};
