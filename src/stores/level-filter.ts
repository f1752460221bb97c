import { atom } from 'nanostores';
import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import { type LevelFilter, parseLevelFilter } from '../domain/level-glance';
import { levelKey } from './compare';
import { loadable } from './loadable';

/** The games view's level filter chip that is on (one at a time), kept in the address as ?show=. */
export const $levelFilter = atom<LevelFilter | null>(null);

/** The player's scores at the end of yesterday, by level key (for 'Improved since yesterday'). */
export const yesterdayScores = loadable<Record<string, number> | null>(null);

/** Reads the chip from the address once the page runs. */
export function readLevelFilter(search: string): void {
  $levelFilter.set(parseLevelFilter(new URLSearchParams(search).get('show')));
}

/**
 * Turns a chip on (another one off) or off, and writes it to the address so that a link opens the
 * same view. 'Improved since yesterday' fetches yesterday's scores the first time.
 */
export function setLevelFilter(filter: LevelFilter | null, playerName: string, locationId: number): void {
  $levelFilter.set(filter);
  const url = new URL(window.location.href);
  if (filter) url.searchParams.set('show', filter);
  else url.searchParams.delete('show');
  window.history.replaceState(window.history.state, '', url);
  if (filter === 'improved' && yesterdayScores.$state.get().data === null)
    void yesterdayScores.load(
      async () => {
        const past = await callApi(routes.classicYesterday, { params: { loc: locationId, playerName } });
        return Object.fromEntries(past.high_scores.map((h) => [levelKey(h.game_id, h.level_id), h.score]));
      },
      () => 'Could not fetch yesterday’s scores',
    );
}
