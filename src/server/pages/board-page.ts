import { Id } from '../../contract/schemas/common';
import type { Leaderboard } from '../../contract/schemas/leaderboards';
import { dayOf } from '../../domain/days';
import { LOCATION_NOT_FOUND } from '../../domain/messages';
import { dayClock } from '../config';
import { isDatabaseUnavailable } from '../db/errors';
import type { Runtime } from '../runtime';
import { isNotFound } from '../services/errors';

/** The message when a board cannot be read (docs/product.md, Messages). */
export const LEADERBOARD_FAILED = 'There was an error while trying to retrieve leaderboard.';

/** What a board page shows, or why it cannot. */
export type BoardPage =
  | { kind: 'ok'; board: Leaderboard; locationName: string }
  | { kind: 'invalid'; problem: string }
  | { kind: 'error'; message: string; status: 404 | 503 };

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
  const id = Id.safeParse(params.locationId ?? '');
  // A number the app does not take (0, 00, past 2^31) names no venue: a 404, never kept.
  if (!id.success && /^\d+$/.test(params.locationId ?? ''))
    return { kind: 'error', message: LOCATION_NOT_FOUND, status: 404 };
  if (!id.success) return { kind: 'invalid', problem: 'Missing location id' };
  try {
    const venue = await runtime.cached.venue(id.data);
    const clock = dayClock(runtime.config);
    const scope = world ? ({ kind: 'world' } as const) : ({ kind: 'venue', venue: venue.location } as const);
    const answer = await runtime.cached.board(scope, dayOf(new Date(), clock), clock);
    const board = JSON.parse(decoder.decode(answer.body)) as Leaderboard;
    return { kind: 'ok', board, locationName: venue.location.name };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'error', message: error.message, status: 404 };
    if (isDatabaseUnavailable(error)) return { kind: 'error', message: LEADERBOARD_FAILED, status: 503 };
    throw error;
  }
}
