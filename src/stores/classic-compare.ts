import { atom } from 'nanostores';
import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { ClassicHighScore } from '../contract/schemas/classic';
import type { ActivateLocation } from '../contract/schemas/locations';
import { namesToCompare, withoutPlayer } from '../domain/compare';
import { resolveAlias } from './bound-players';
import { loadable } from './loadable';

/** A compared player could not be fetched (docs/product.md, Messages). */
export const COMPARE_FAILED = 'Could not fetch player to compare';
/** The venue list could not be fetched (docs/product.md, Messages). */
const VENUES_FAILED = 'Failed to fetch activate locations';

/** A player compared with the shown one: their scores at the chosen venue. */
interface ComparedPlayer {
  playerName: string;
  locationId: number;
  locationName: string;
  scores: ClassicHighScore[];
}

/** The compared players, in the order they were added. */
export const $comparedPlayers = atom<ComparedPlayer[]>([]);
/** The text of the compare search box (one name, or several separated by semicolons). */
export const $compareEntry = atom<string>('');
/** The venue the compare search looks in (null: none chosen). */
export const $compareLocation = atom<number | null>(null);

const search = loadable<ComparedPlayer[]>([]);
/** The last compare search: loading, its error, and the players it found. */
export const $compareSearch = search.$state;

const venues = loadable<ActivateLocation[]>([]);
/** Every venue, for the compare search's location dropdown. */
export const $compareVenues = venues.$state;

/** Sets the compare search box's text. */
export function setCompareEntry(entry: string): void {
  $compareEntry.set(entry);
}

/** Chooses the venue the compare search looks in. */
export function setCompareLocation(locationId: number | null): void {
  $compareLocation.set(locationId);
}

/** Loads the venue list once (again after a failure). */
export async function loadCompareVenues(): Promise<void> {
  const { data, loading } = $compareVenues.get();
  if (loading || data.length > 0) return;
  await venues.load(
    async () => {
      const list = await callApi(routes.activateLocations, {});
      if (!Array.isArray(list)) throw new Error(VENUES_FAILED);
      return list;
    },
    () => VENUES_FAILED,
  );
}

/** The message of a compare search that missed some names: 'Could not fetch player to compare: a, b'. */
function compareFailure(missing: readonly string[]): string {
  return `${COMPARE_FAILED}: ${missing.join(', ')}`;
}

/**
 * Compares with the players named in the box at the chosen venue, appending each one found.
 * Blank entries, a missing venue, the shown player and players already compared are skipped
 * (compared case-insensitively). Names that cannot be fetched are named in the error; the others
 * are added.
 */
export async function comparePlayers(currentPlayer: string): Promise<void> {
  const locationId = $compareLocation.get();
  if (locationId === null) return;
  const names = namesToCompare(
    $compareEntry.get(),
    currentPlayer,
    $comparedPlayers.get().map((p) => p.playerName),
  ).map((name) => resolveAlias(name));
  if (names.length === 0) return;
  const locationName = $compareVenues.get().data.find((v) => v.id === locationId)?.name ?? '';
  let missing: string[] = [];
  await search.load(
    async () => {
      const results = await Promise.allSettled(
        names.map((name) =>
          callApi(routes.classicCompare, { params: { loc: locationId, playerName: name } }),
        ),
      );
      missing = names.filter((_, i) => results[i]?.status === 'rejected');
      const found = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      if (found.length === 0) throw new Error(compareFailure(missing));
      return found.map((p) => ({
        playerName: p.player_name,
        locationId,
        locationName,
        scores: p.high_scores,
      }));
    },
    () => compareFailure(missing),
  );
  const { data, error } = $compareSearch.get();
  if (error) return;
  const taken = $comparedPlayers.get();
  const fresh = data.filter((p) => withoutPlayer(taken, p.playerName).length === taken.length);
  $comparedPlayers.set([...taken, ...fresh]);
  // A partial success: the players found are added, and the ones that were not are named (and
  // left in the box, to correct).
  $compareEntry.set(missing.join('; '));
  if (missing.length > 0) $compareSearch.setKey('error', compareFailure(missing));
}

/** Stops comparing with a player (matched case-insensitively). */
export function removeComparedPlayer(playerName: string): void {
  $comparedPlayers.set(withoutPlayer($comparedPlayers.get(), playerName));
}

/** Removes every player from the compared list. */
export function clearComparedPlayers(): void {
  $comparedPlayers.set([]);
}

/** Clears the previous compare search: its text, its result and its error. */
export function clearCompareSearch(): void {
  search.reset();
  $compareEntry.set('');
}
