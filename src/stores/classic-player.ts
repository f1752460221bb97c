import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { ClassicPlayerInfo } from '../contract/schemas/classic';
import { PLAYER_DATA_FAILED } from '../domain/messages';
import { sameName } from '../domain/player-name';
import { clearComparedPlayers, clearCompareSearch } from './classic-compare';
import { resetComparisons } from './classic-comparisons';
import { clearLookup, ensureClassicLocations } from './classic-lookup';
import { $classicRoute, navigate } from './classic-route';
import { loadable } from './loadable';

const player = loadable<ClassicPlayerInfo | null>(null);

/** The shown player's info at the current venue. */
export const $classicPlayer = player.$state;

let loadedFor: { name: string; location: number } | null = null;

/** Loads a player's info at a venue. */
export async function loadClassicPlayer(name: string, location: number): Promise<void> {
  loadedFor = { name, location };
  await player.load(
    () => callApi(routes.classicPlayer, { params: { loc: location, playerName: name } }),
    () => PLAYER_DATA_FAILED,
  );
}

/**
 * Loads what the player screen needs: the player's venues (for the room list and Switch
 * Locations) and their info at this venue. Comparisons belong to a player and venue, so they
 * are dropped when either changes. Nothing is refetched for the same player and venue.
 */
export async function showPlayer(name: string, location: number): Promise<void> {
  const same = loadedFor !== null && sameName(loadedFor.name, name) && loadedFor.location === location;
  const info = $classicPlayer.get();
  const venues = ensureClassicLocations(name);
  if (same && (info.loading || info.data)) {
    await venues;
    return;
  }
  clearComparedPlayers();
  clearCompareSearch();
  resetComparisons();
  await Promise.all([venues, loadClassicPlayer(name, location)]);
}

/** Forgets the shown player and everything compared with them. */
export function clearPlayer(): void {
  loadedFor = null;
  player.reset();
  clearComparedPlayers();
  clearCompareSearch();
  resetComparisons();
}

/**
 * The player screen's Back: from a sub-menu screen to the Account Summary; from the Account
 * Summary the search is cleared and the lookup screen shows.
 */
export function goBack(): void {
  const route = $classicRoute.get();
  if (route.kind !== 'player') return;
  if (route.screen !== 'summary') {
    navigate({ kind: 'player', player: route.player, location: route.location, screen: 'summary' });
    return;
  }
  clearPlayer();
  clearLookup();
  navigate({ kind: 'lookup' });
}
