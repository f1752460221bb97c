import { map } from 'nanostores';
import { ApiCallError, callApi } from '../client/api';
import { routes } from '../contract/routes';
import { type CompareVenue, namesToCompare } from '../domain/compare';
import { sameName } from '../domain/player-name';

/** A column of scores compared with the player's: another player, yesterday, or another venue. */
export interface CompareColumn {
  key: string;
  label: string;
  kind: 'player' | 'yesterday' | 'location';
  playerName: string;
  /** Scores by `${gameId}:${levelId}`. */
  scores: Record<string, number>;
}

/**
 * A name that could not be compared at the chosen venue, and the venues the player plays at (empty
 * when nobody has that name; undefined when even that could not be looked up).
 */
interface NotCompared {
  name: string;
  venues: CompareVenue[] | undefined;
}

interface CompareState {
  columns: CompareColumn[];
  loading: boolean;
  /** Names that could not be compared, explained in the panel (never dropped silently). */
  notCompared: NotCompared[];
}

export const $compare = map<CompareState>({ columns: [], loading: false, notCompared: [] });

/** Where a name that could not be compared plays, to say so. */
async function whereTheyPlay(name: string): Promise<NotCompared> {
  try {
    const venues = await callApi(routes.activatePlayerLocations, { params: { playerName: name } });
    return { name, venues: venues.map((v) => ({ id: v.id, name: v.name })) };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return { name, venues: [] };
    return { name, venues: undefined };
  }
}

/** Forgets why a name could not be compared (it is being tried again, or was dismissed). */
export function dismissNotCompared(name: string): void {
  $compare.setKey(
    'notCompared',
    $compare.get().notCompared.filter((p) => !sameName(p.name, name)),
  );
}

/** The key a level's score is filed under. */
export const levelKey = (gameId: number, levelId: number) => `${gameId}:${levelId}`;

const withoutKind = (kind: CompareColumn['kind']) => $compare.get().columns.filter((c) => c.kind !== kind);

async function loading<T>(work: () => Promise<T>): Promise<T> {
  $compare.setKey('loading', true);
  try {
    return await work();
  } finally {
    $compare.setKey('loading', false);
  }
}

/**
 * Adds the players named in a compare entry (split on ';'), skipping the current player and those
 * already compared. Each is fetched at the chosen venue; a failed fetch is only logged (newer UI).
 */
export async function addComparePlayers(
  entry: string,
  locationId: number,
  currentPlayer: string,
): Promise<void> {
  const taken = $compare
    .get()
    .columns.filter((c) => c.kind === 'player')
    .map((c) => c.playerName);
  const names = namesToCompare(entry, currentPlayer, taken);
  if (names.length === 0) return;
  await loading(async () => {
    for (const name of names) {
      dismissNotCompared(name);
      try {
        const other = await callApi(routes.playerToCompare, { params: { playerName: name, locationId } });
        const column: CompareColumn = {
          key: `player:${other.playerName.toLowerCase()}`,
          label: other.playerName,
          kind: 'player',
          playerName: other.playerName,
          scores: Object.fromEntries(other.scores.map((s) => [levelKey(s.gameId, s.levelId), s.highScore])),
        };
        // Appended: the list keeps the order players were added in.
        $compare.setKey('columns', [...$compare.get().columns, column]);
      } catch (error) {
        console.error(`Could not fetch player to compare: ${name}`, error);
        const problem = await whereTheyPlay(name);
        if (problem.venues) problem.venues = problem.venues.filter((v) => v.id !== locationId);
        $compare.setKey('notCompared', [...$compare.get().notCompared, problem]);
      }
    }
  });
}

/** Removes a compared player (by case-insensitive name). */
export function removeComparePlayer(name: string): void {
  $compare.setKey(
    'columns',
    $compare.get().columns.filter((c) => !(c.kind === 'player' && sameName(c.playerName, name))),
  );
}

/** Compares with the player's own scores at the end of yesterday (replaces other venues). */
export async function compareWithYesterday(
  on: boolean,
  playerName: string,
  locationId: number,
): Promise<void> {
  const kept = withoutKind('yesterday').filter((c) => c.kind !== 'location');
  $compare.setKey('columns', kept);
  if (!on) return;
  await loading(async () => {
    try {
      const past = await callApi(routes.classicYesterday, { params: { loc: locationId, playerName } });
      const column: CompareColumn = {
        key: 'yesterday',
        label: 'Yesterday',
        kind: 'yesterday',
        playerName,
        scores: Object.fromEntries(past.high_scores.map((h) => [levelKey(h.game_id, h.level_id), h.score])),
      };
      $compare.setKey('columns', [column, ...$compare.get().columns]);
    } catch (error) {
      console.error('Could not fetch yesterday’s scores', error);
    }
  });
}

/** Compares with the player's scores at their other venues (replaces yesterday). */
export async function compareWithOtherLocations(
  on: boolean,
  playerName: string,
  locationId: number,
): Promise<void> {
  const kept = withoutKind('location').filter((c) => c.kind !== 'yesterday');
  $compare.setKey('columns', kept);
  if (!on) return;
  await loading(async () => {
    try {
      const all = await callApi(routes.classicAllLocations, { params: { playerName } });
      const columns = all.locations
        .filter((l) => l.id !== locationId)
        .map(
          (l): CompareColumn => ({
            key: `location:${l.id}`,
            label: l.name,
            kind: 'location',
            playerName,
            scores: Object.fromEntries(l.high_scores.map((h) => [levelKey(h.game_id, h.level_id), h.score])),
          }),
        );
      $compare.setKey('columns', [...columns, ...$compare.get().columns]);
    } catch (error) {
      console.error('Could not fetch the other locations’ scores', error);
    }
  });
}

/** Forgets every comparison. */
export function clearComparisons(): void {
  $compare.set({ columns: [], loading: false, notCompared: [] });
}
