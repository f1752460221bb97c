import { atom } from 'nanostores';
import { ApiCallError, callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { ClassicLocation } from '../contract/schemas/locations';
import { PLAYER_NOT_FOUND } from '../domain/messages';
import { sameName } from '../domain/player-name';
import { resolveAlias } from './bound-players';
import { openPlayer } from './classic-route';
import { loadable } from './loadable';

/** The venues could not be fetched for another reason (docs/product.md, Messages). */
export const LOCATIONS_FAILED = 'Could not fetch locations for this player';

const locations = loadable<ClassicLocation[]>([]);

/** The venues of the looked-up player, with their rooms, games and level tops. */
export const $classicLocations = locations.$state;
/** The profile name those venues belong to (after any bound alias was applied). */
export const $classicLookupName = atom<string>('');
/** Whether the location-select modal is open. */
export const $locationSelectOpen = atom<boolean>(false);

const failure = (error: unknown) =>
  error instanceof ApiCallError && error.status !== 404 && error.status !== 400
    ? LOCATIONS_FAILED
    : PLAYER_NOT_FOUND;

/** Loads a player's venues (no navigation). A blank name does nothing. */
async function loadClassicLocations(rawName: string): Promise<void> {
  const name = resolveAlias(rawName);
  if (name === '') return;
  $classicLookupName.set(name);
  await locations.load(async () => {
    const found = await callApi(routes.classicPlayerLocations, { params: { playerName: name } });
    if (!Array.isArray(found) || found.length === 0) throw new Error(PLAYER_NOT_FOUND);
    return found;
  }, failure);
}

/**
 * The lookup screen's search: a bound key stands for its profile name. One venue opens the
 * player's screen at once; several open the location-select modal.
 */
export async function lookUpPlayer(rawName: string): Promise<void> {
  $locationSelectOpen.set(false);
  await loadClassicLocations(rawName);
  const { data } = $classicLocations.get();
  const name = $classicLookupName.get();
  const only = data.length === 1 ? data[0] : undefined;
  if (only) openPlayer(name, only.id);
  else if (data.length > 1) $locationSelectOpen.set(true);
}

/** Makes sure the venues of `name` are loaded (a reloaded player screen needs them). */
export async function ensureClassicLocations(name: string): Promise<void> {
  const { data, loading } = $classicLocations.get();
  if (sameName($classicLookupName.get(), name) && (loading || data.length > 0)) return;
  await loadClassicLocations(name);
}

/** Opens or closes the location-select modal. */
export function setLocationSelectOpen(open: boolean): void {
  $locationSelectOpen.set(open);
}

/** Forgets the search: the venues, the name and the modal. */
export function clearLookup(): void {
  locations.reset();
  $classicLookupName.set('');
  $locationSelectOpen.set(false);
}
