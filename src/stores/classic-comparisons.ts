import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { ClassicAllLocations, ClassicYesterday } from '../contract/schemas/classic';
import { PLAYER_DATA_FAILED } from '../domain/messages';
import { loadable } from './loadable';

const yesterday = loadable<ClassicYesterday | null>(null);
const allLocations = loadable<ClassicAllLocations | null>(null);

/** The shown player's scores at this venue as they stood at the end of yesterday. */
export const $yesterday = yesterday.$state;
/** The shown player's scores at every venue they play. */
export const $allLocations = allLocations.$state;

/**
 * Compares with yesterday. Yesterday and other venues exclude each other (one reference at a
 * time, beside any named players), so the other venues' data is cleared first.
 */
export async function compareWithYesterday(playerName: string, locationId: number): Promise<void> {
  allLocations.reset();
  await yesterday.load(
    () => callApi(routes.classicYesterday, { params: { loc: locationId, playerName } }),
    () => PLAYER_DATA_FAILED,
  );
}

/** Compares with the player's other venues; yesterday's data is cleared first. */
export async function compareWithOtherLocations(playerName: string): Promise<void> {
  yesterday.reset();
  await allLocations.load(
    () => callApi(routes.classicAllLocations, { params: { playerName } }),
    () => PLAYER_DATA_FAILED,
  );
}

/** Clears the player's yesterday data (the comparison goes). */
export function clearYesterday(): void {
  yesterday.reset();
}

/** Clears the player's all-locations data (the comparison goes). */
export function clearAllLocations(): void {
  allLocations.reset();
}

/** Drops both (another player or venue is shown). */
export function resetComparisons(): void {
  yesterday.reset();
  allLocations.reset();
}
