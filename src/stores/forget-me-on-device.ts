import { SAVED_DAY_KEY, SAVED_VISIT_LINES_KEY } from '../domain/my-day';
import { forgottenWithMe, KEPT_PAGES_CACHE } from '../domain/offline-pages';
import { sameName } from '../domain/player-name';
import { $alertsFor, stopPushAlerts } from './push-alerts';

/**
 * What else the device holds of a player it was told is not "me": the push alerts it receives
 * for them (the server forgets the subscription, the browser drops it), and the pages the service
 * worker kept for offline use, theirs and the friends list (whom "me" follows), and the landing
 * card's copy of their figures. Loaded only when "Not me" is said (remembered-players.ts).
 */
export async function forgetMeOnDevice(playerName: string): Promise<void> {
  forgetSavedFigures();
  const alerted = $alertsFor.get();
  await Promise.all([
    alerted !== undefined && sameName(alerted, playerName) ? stopPushAlerts() : undefined,
    forgetKeptPages(playerName),
  ]);
}

async function forgetKeptPages(playerName: string): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(KEPT_PAGES_CACHE))) return;
  const cache = await caches.open(KEPT_PAGES_CACHE);
  for (const key of await cache.keys())
    if (forgottenWithMe(new URL(key.url).pathname, playerName)) await cache.delete(key);
}

/** The landing card's offline copies (a later "me" would not be shown them: they name their player). */
function forgetSavedFigures(): void {
  try {
    localStorage.removeItem(SAVED_DAY_KEY);
    localStorage.removeItem(SAVED_VISIT_LINES_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}
