import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { PlayerBadge } from '../contract/schemas/badges';
import { loadable } from './loadable';

/** The message when the player's badges could not be fetched. */
const PLAYER_BADGES_FAILED = 'Failed to fetch player badges';
/** The message when the answer was not a list of badges. */
const EMPTY_RESPONSE = 'Empty response received';

const badges = loadable<PlayerBadge[]>([]);

/** The badges the shown player holds. */
export const $playerBadges = badges.$state;

/** Loads the badges a player holds. */
export async function loadPlayerBadges(playerName: string): Promise<void> {
  await badges.load(
    async () => {
      const found = await callApi(routes.playerBadges, { params: { playerName } });
      if (!Array.isArray(found)) throw new Error(EMPTY_RESPONSE);
      return found;
    },
    (error) =>
      error instanceof Error && error.message === EMPTY_RESPONSE ? EMPTY_RESPONSE : PLAYER_BADGES_FAILED,
  );
}
