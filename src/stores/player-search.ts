import { atom } from 'nanostores';
import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { ActivateLocation } from '../contract/schemas/locations';
import { PLAYER_NOT_FOUND } from '../domain/messages';
import { resolveAlias } from './bound-players';
import { loadable } from './loadable';
import { findNamesLike, forgetNamesLike } from './player-suggestions';

const search = loadable<ActivateLocation[]>([]);

/** The venues found for the searched name. */
export const $playerLocations = search.$state;
/** The name the venues belong to. */
export const $searchedName = atom<string>('');
/** Show the location choice even for one venue (Switch Location asked for it). */
export const $alwaysChoose = atom<boolean>(false);

/**
 * Looks a player up by name. A blank name does nothing. Anything but a non-empty array of venues
 * is 'Player not found'.
 */
export async function searchPlayer(rawName: string, options: { alwaysChoose?: boolean } = {}): Promise<void> {
  // A bound key stands for its profile name; the name is URI-encoded after that (in callApi).
  const name = resolveAlias(rawName);
  if (name === '') return;
  $searchedName.set(name);
  $alwaysChoose.set(options.alwaysChoose === true);
  forgetNamesLike();
  await search.load(
    async () => {
      const found = await callApi(routes.activatePlayerLocations, { params: { playerName: name } });
      if (!Array.isArray(found) || found.length === 0) throw new Error(PLAYER_NOT_FOUND);
      return found;
    },
    () => PLAYER_NOT_FOUND,
  );
  // Nobody by that name: offer the names it could have meant (accents, a typo, its start).
  if (search.$state.get().error === PLAYER_NOT_FOUND && $searchedName.get() === name)
    await findNamesLike(name);
}

/** Forgets the previous search (closing the location choice). */
export function clearSearch(): void {
  search.reset();
  forgetNamesLike();
  $searchedName.set('');
  $alwaysChoose.set(false);
}
