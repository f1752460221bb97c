import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { LeaderboardEntry } from '../contract/schemas/leaderboards';
import { WORLD_BOARD } from '../domain/board-scope';
import { LEADERBOARD_FAILED } from '../domain/messages';
import { loadable } from './loadable';

const venueBoard = loadable<LeaderboardEntry[]>([]);
const worldBoard = loadable<LeaderboardEntry[]>([]);

/** Today's board of the shown venue. */
export const $venueBoard = venueBoard.$state;
/** Today's world board (every venue). */
export const $worldBoard = worldBoard.$state;

// An answer without a board for today is an empty board.
const today = async (city: string) => {
  const board = await callApi(routes.leaderboard, { params: { city } });
  return Array.isArray(board?.today) ? board.today : [];
};

/** Loads a venue's board by its name. */
export async function loadVenueBoard(venueName: string): Promise<void> {
  await venueBoard.load(
    () => today(venueName),
    () => LEADERBOARD_FAILED,
  );
}

/** Loads the world board. */
export async function loadWorldBoard(): Promise<void> {
  await worldBoard.load(
    () => today(WORLD_BOARD),
    () => LEADERBOARD_FAILED,
  );
}
