import type { WorldBoardTop } from '../support/world-board';
import { type LoadFigures, load, startCeiling } from './support/load';

export interface EndpointFigures {
  endpoint: string;
  bytes: number;
  site: LoadFigures;
  ceiling: LoadFigures;
  /** The site's requests per second over the ceiling's. */
  ratio: number;
}

/** The endpoints the issue names, for one player. */
export function apiTargets(origin: string, player: WorldBoardTop): Array<[string, string]> {
  const name = encodeURIComponent(player.players);
  return [
    ['player data', `${origin}/api/activate/players/player/${name}/location/${player.locationId}`],
    ['player locations', `${origin}/api/activate/playerlocations/${name}`],
    ['leaderboard', `${origin}/api/leaderboards/${encodeURIComponent(player.city)}`],
    ['daily stats', `${origin}/api/stats/daily`],
  ];
}

/**
 * Each endpoint under load, right after a bare node:http server answering the same bytes (the
 * ceiling) under the same load, so the ratio holds on a noisy machine.
 */
export async function benchApi(
  targets: Array<[string, string]>,
  options: { connections: number; seconds: number; ceilingPort: number; label: string },
): Promise<EndpointFigures[]> {
  const results: EndpointFigures[] = [];
  for (const [endpoint, url] of targets) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const ceilingServer = await startCeiling(body, options.ceilingPort);
    const ceiling = await load(ceilingServer.url, options.connections, options.seconds);
    ceilingServer.stop();
    const site = await load(url, options.connections, options.seconds);
    const ratio = site.requestsPerSecond / ceiling.requestsPerSecond;
    results.push({ endpoint, bytes: body.length, site, ceiling, ratio });
    console.info(
      `[${options.label}] ${endpoint}: ${Math.round(site.requestsPerSecond)} req/s ` +
        `(ceiling ${Math.round(ceiling.requestsPerSecond)}, ${(ratio * 100).toFixed(0)}%), ` +
        `p99 ${site.p99Ms} ms, ${site.errors} errors`,
    );
  }
  return results;
}
