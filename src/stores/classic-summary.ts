import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { ClassicAllLocations } from '../contract/schemas/classic';
import { loadable } from './loadable';

/** Message when the figures over every venue could not be fetched. */
export const ALL_VENUES_FAILED = 'Could not fetch player data';

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
    () => ALL_VENUES_FAILED,
  );
}
