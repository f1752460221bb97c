import { type MemoryFigures, memoryMb } from './support/load';

export interface BoardsBenchResult {
  pages: number;
  seconds: number;
  /** The server's memory once every board page is rendered and kept (peak: during the render). */
  memory: MemoryFigures;
}

/**
 * Renders every leaderboard page once on a fresh server: each venue's board, the world board and
 * the league (the pages the server keeps rendered until the data changes), and reads the server's
 * memory after. Two at a time, as a crawler or a burst of first visitors would ask.
 */
export async function benchBoards(
  origin: string,
  serverPid: number,
  player: string,
  locationIds: readonly number[],
): Promise<BoardsBenchResult> {
  const name = encodeURIComponent(player);
  const paths = [
    ...locationIds.map((id) => `/player/${name}/location/${id}/leaderboard`),
    `/player/${name}/location/${locationIds[0]}/world-leaderboard`,
    `/player/${name}/location/${locationIds[0]}/global-league`,
  ];
  const started = performance.now();
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const response = await fetch(`${origin}${path}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    }
  };
  await Promise.all([worker(), worker()]);
  return { pages: paths.length, seconds: (performance.now() - started) / 1000, memory: memoryMb(serverPid) };
}
