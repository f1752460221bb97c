/** The world board's first entry: a player with full data at their best venue. */
export interface WorldBoardTop {
  players: string;
  locationId: number;
  city: string;
}

/** Reads the world board's leader from a running server (own servers of e2e tests, the benches). */
export async function worldBoardTop(origin: string): Promise<WorldBoardTop> {
  const board = (await (await fetch(`${origin}/api/leaderboards/world`)).json()) as {
    today: WorldBoardTop[];
  };
  const top = board.today[0];
  if (!top) throw new Error('The world board is empty');
  return top;
}
