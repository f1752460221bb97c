import { ApiCallError, callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { LevelScore } from '../contract/schemas/players';
import { dayChangeLine } from '../domain/day-change';
import { MY_DAY_FAILED } from '../domain/messages';
import { decodeSavedDay, type MyDay, SAVED_DAY_KEY, type SavedDay } from '../domain/my-day';
import { sameName } from '../domain/player-name';
import type { RememberedPlayer } from '../domain/remembered-players';
import { deviceValue, keep } from './device-storage';
import { loadable } from './loadable';

export type { MyDay } from '../domain/my-day';

const day = loadable<MyDay | null>(null);
const scores = loadable<{ playerName: string; locationId: number; scores: LevelScore[] } | null>(null);

/** The landing's "Your summary" figures: fresh, or (offline) as the device last saw them. */
export const $myDay = day.$state;

/** "Me"'s scores level by level: what "since your last visit" compares, loaded after the figures. */
export const $myScores = scores.$state;

/** The last figures the card showed, with their time: what it shows when the server cannot be reached. */
const $savedDay = deviceValue<SavedDay>(SAVED_DAY_KEY, decodeSavedDay);

/**
 * Whether this page is the service worker's kept copy, shown offline: it opens with the offline
 * notice (markedOffline). Written out here and in LastUpdated rather than shared: a module shared
 * by the landing's card and the shell's islands made the build regroup both pages' scripts, a few
 * KB more on each.
 */
const isOfflineCopy = () => document.querySelector('.offline-copy') !== null;

const isSame = (a: { playerName: string; locationId: number }, player: RememberedPlayer) =>
  sameName(a.playerName, player.name) && a.locationId === player.locationId;

/**
 * Loads "me"'s day from the small answer made for the card (their row of the venue's board, their
 * total and position: the summary's own day line), and keeps it on the device. On the landing's
 * offline copy, or when the server cannot be reached, the device's last copy of it is shown,
 * marked with its time (`asOf`).
 */
export function loadMyDay(player: RememberedPlayer): Promise<void> {
  const params = { playerName: player.name, locationId: player.locationId };
  const saved = () => {
    const kept = $savedDay.get();
    return kept && isSame(kept.day, player) ? { ...kept.day, asOf: kept.at } : undefined;
  };
  return day.load(
    async () => {
      const offline = isOfflineCopy() ? saved() : undefined;
      if (offline) return offline;
      try {
        const answer = await callApi(routes.playerDay, { params });
        const fresh: MyDay = {
          playerName: answer.playerName,
          locationId: answer.locationId,
          venue: answer.locationName,
          line: dayChangeLine(answer.place ?? undefined, answer.locationName, answer.standing),
          totalScore: answer.totalScore,
          standing: answer.standing,
        };
        // Where the device cannot keep it, the card works online all the same.
        keep($savedDay, { day: fresh, at: Date.now() });
        return fresh;
      } catch (error) {
        const unreachable = error instanceof ApiCallError && error.status === 0;
        const kept = unreachable ? saved() : undefined;
        if (kept) return kept;
        throw error;
      }
    },
    () => MY_DAY_FAILED,
  );
}

/** Loads "me"'s level scores (the player's whole data, a larger answer), for "since your last visit". */
export function loadMyScores(player: RememberedPlayer): Promise<void> {
  const params = { playerName: player.name, locationId: player.locationId };
  return scores.load(
    async () => {
      const data = await callApi(routes.playerData, { params });
      return { playerName: data.playerName, locationId: data.locationId, scores: data.scores };
    },
    () => MY_DAY_FAILED,
  );
}
