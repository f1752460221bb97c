import { atom } from 'nanostores';
import { ApiCallError, callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { ActivateLocation } from '../contract/schemas/locations';
import { API_DOWN, PLAYER_NOT_FOUND } from '../domain/messages';
import { resolveAlias } from './bound-players';
import { loadable } from './loadable';
import { findNamesLike, forgetNamesLike } from './player-suggestions';

const search = loadable<ActivateLocation[]>([]);

/** The venues found for the searched name. */
export const $playerLocations = search.$state;
/** The name the venues belong to. */
export const $searchedName = atom<string>('');

/**
 * Why a search found no venue: 'Player not found' for a name nobody has (a 404, or an answer that
 * is not a non-empty array of venues); the API-down text when the API could not answer (not
 * reached, or busy and away: 5xx), so a real player is never called unknown during an outage; the
 * server's own message for a refusal (too many searches).
 */
function searchFailure(error: unknown): string {
  if (!(error instanceof ApiCallError)) return PLAYER_NOT_FOUND;
  if (error.status === 0 || error.status >= 500) return API_DOWN;
  if (error.status === 429) return error.message;
  return PLAYER_NOT_FOUND;
}

/** Looks a player up by name. A blank name does nothing. */
export async function searchPlayer(rawName: string): Promise<void> {
  // A bound key stands for its profile name; the name is URI-encoded after that (in callApi).
  const name = resolveAlias(rawName);
  if (name === '') return;
  $searchedName.set(name);
  forgetNamesLike();
  await search.load(async () => {
    const found = await callApi(routes.activatePlayerLocations, { params: { playerName: name } });
    if (!Array.isArray(found) || found.length === 0) throw new Error(PLAYER_NOT_FOUND);
    return found;
  }, searchFailure);
  // Nobody by that name: offer the names it could have meant (accents, a typo, its start).
  if (search.$state.get().error === PLAYER_NOT_FOUND && $searchedName.get() === name)
    await findNamesLike(name);
}

/** Forgets the previous search (closing the location choice). */
export function clearSearch(): void {
  search.reset();
  forgetNamesLike();
  $searchedName.set('');
}
