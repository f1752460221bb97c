import { callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { LevelBoardPlayers, PlayersGlance } from '../contract/schemas/friends';
import { joinNames } from '../domain/friends';
import { FRIENDS_FAILED } from '../domain/messages';
import { loadable } from './loadable';

const glance = loadable<PlayersGlance | null>(null);
const level = loadable<LevelBoardPlayers | null>(null);

/** Friends at a glance: each one's total, place and today's gain at every venue. */
export const $friendsGlance = glance.$state;

/** Friends on one level's board: each one's place and score, and today's gain. */
export const $friendsOnLevel = level.$state;

/** Loads the glance at `names`, in one request however many they are. */
export function loadFriendsGlance(names: readonly string[]): Promise<void> {
  if (names.length === 0) {
    glance.reset();
    return Promise.resolve();
  }
  return glance.load(
    () => callApi(routes.playersGlance, { query: { names: joinNames(names) } }),
    () => FRIENDS_FAILED,
  );
}

/** Loads `names`' places on a level's board (the level as shown, 1..10). */
export function loadFriendsOnLevel(
  at: { locationId: number; gameId: number; level: number },
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) {
    level.reset();
    return Promise.resolve();
  }
  return level.load(
    () => callApi(routes.levelBoardPlayers, { params: at, query: { names: joinNames(names) } }),
    () => FRIENDS_FAILED,
  );
}
