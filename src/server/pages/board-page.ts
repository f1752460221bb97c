import { Id } from '../../contract/schemas/common';
import type { Leaderboard } from '../../contract/schemas/leaderboards';
import { dayOf } from '../../domain/days';
import { dayClock } from '../app';
import { isDatabaseUnavailable } from '../http/db-errors';
import type { Runtime } from '../runtime';
import { leaderboard, WORLD } from '../services/leaderboards';
import { findLocation } from '../services/players';

/** The spec's message when a board cannot be read. */
export const LEADERBOARD_FAILED = 'There was an error while trying to retrieve leaderboard.';

/** What a board page shows, or why it cannot. */
export type BoardPage =
  | { kind: 'ok'; board: Leaderboard; locationName: string }
  | { kind: 'invalid'; problem: string }
  | { kind: 'error'; message: string; status: 404 | 503 };

/** Loads a venue's board (or the world's) for a page of the player area. */
export async function loadBoardPage(
  runtime: Runtime,
  params: { playerName?: string | undefined; locationId?: string | undefined },
  world: boolean,
): Promise<BoardPage> {
  if (!params.playerName) return { kind: 'invalid', problem: 'Missing player name' };
  const id = Id.safeParse(params.locationId ?? '');
  if (!id.success) return { kind: 'invalid', problem: 'Missing location id' };
  try {
    const db = runtime.database.db;
    const location = await findLocation(db, id.data);
    if (!location) return { kind: 'error', message: 'Location not found.', status: 404 };
    const today = dayOf(new Date(), dayClock(runtime.config));
    const board = await leaderboard(db, world ? undefined : location, today);
    return {
      kind: 'ok',
      board: { location: world ? WORLD : location.name, ...board },
      locationName: location.name,
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { kind: 'error', message: LEADERBOARD_FAILED, status: 503 };
    throw error;
  }
}
