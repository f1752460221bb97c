import { ApiCallError, callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { StrategyLevel } from '../games/strategy/types';
import { loadable } from './loadable';

/** The message for a level that does not exist (or a route param that is not a level number). */
export const STRATEGY_GAME_NOT_FOUND = 'Game not found';
/** The message for any other failure to fetch a level. */
const STRATEGY_GAME_ERROR = 'Error retrieving strategy game';

const level = loadable<StrategyLevel | null>(null);

/** The fetch of the level being played: loading, the level, or one of the two messages above. */
export const $strategyLevel = level.$state;

// The param of the last fetch: both UI variants of the page mount the game island, and the second
// one (hydrated when the player switches variants) must not restart a game in progress.
let requested: string | null = null;

class LevelNotFound extends Error {}

/** The level number in a `/strategy/{level}` route param, or null when it is not a whole number. */
function parseLevelParam(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,6}$/.test(param)) return null;
  return Number(param);
}

/**
 * Fetches the level named by a route param, once per param. A param that is not a number, and a
 * 400 or 404 answer, give 'Game not found'; any other failure gives 'Error retrieving strategy game'.
 */
export async function loadStrategyLevel(param: string | undefined): Promise<void> {
  const key = param ?? '';
  const state = $strategyLevel.get();
  if (requested === key && (state.loading || state.data !== null)) return;
  requested = key;
  await level.load(
    async () => {
      const id = parseLevelParam(param);
      if (id === null) throw new LevelNotFound();
      return await callApi(routes.strategyGame, { params: { id } });
    },
    (error) =>
      error instanceof LevelNotFound ||
      (error instanceof ApiCallError && (error.status === 404 || error.status === 400))
        ? STRATEGY_GAME_NOT_FOUND
        : STRATEGY_GAME_ERROR,
  );
}

/** Forgets the fetched level, so the next load fetches again (tests, and a retry after an error). */
export function forgetStrategyLevel(): void {
  requested = null;
  level.reset();
}
