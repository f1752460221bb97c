import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { ClassicAllLocations } from '../contract/schemas/classic';
import { PLAYER_DATA_FAILED } from '../domain/messages';
import { loadable } from './loadable';

const allVenues = loadable<ClassicAllLocations | null>(null);

/**
 * The player's scores at every venue, for the Account Summary's total wins. Kept apart from
 * the games view's other-venues comparison, which the user turns on and off.
 */
export const $summaryAllVenues = allVenues.$state;

/** Loads the player's scores at every venue. */
export async function loadSummaryAllVenues(playerName: string): Promise<void> {
  await allVenues.load(
    () => callApi(routes.classicAllLocations, { params: { playerName } }),
    () => PLAYER_DATA_FAILED,
  );
}
