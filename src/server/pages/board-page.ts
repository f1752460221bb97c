import type { Leaderboard } from '../../contract/schemas/leaderboards';
import { dayOf } from '../../domain/days';
import { LEADERBOARD_FAILED } from '../../domain/messages';
import { dayClock } from '../config';
import type { Runtime } from '../runtime';
import { loadPage, type PageLoad, venueOfAddress } from './page-load';

/** What a board page shows, or why it cannot. */
type BoardPage = PageLoad<{ board: Leaderboard; locationName: string; locationId: number }>;

const decoder = new TextDecoder();

/**
 * Loads a venue's board (or the world's) for a page of the player area, from the same kept answer
 * the API serves. An unknown venue is a 404 (and its page is never kept).
 */
export async function loadBoardPage(
  runtime: Runtime,
  params: { playerName?: string | undefined; locationId?: string | undefined },
  world: boolean,
): Promise<BoardPage> {
  if (!params.playerName) return { kind: 'invalid', problem: 'Missing player name' };
  const venue = venueOfAddress(params.locationId);
  if (!('id' in venue)) return venue;
  return loadPage(LEADERBOARD_FAILED, async () => {
    const { location } = await runtime.cached.venue(venue.id);
    const clock = dayClock(runtime.config);
    const scope = world ? ({ kind: 'world' } as const) : ({ kind: 'venue', venue: location } as const);
    const answer = await runtime.cached.board(scope, dayOf(new Date(), clock), clock);
    const board = JSON.parse(decoder.decode(answer.body)) as Leaderboard;
    return { board, locationName: location.name, locationId: location.id };
  });
}
