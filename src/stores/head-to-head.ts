import { ApiCallError, callApi } from '../client/api';
import { routes } from '../contract/routes';
import type { HeadToHead } from '../contract/schemas/head-to-head';
import { loadable } from './loadable';

const duel = loadable<HeadToHead | null>(null);

/** "Me" against the player of a summary at its venue: null when "me" has no score there. */
export const $headToHead = duel.$state;

/** Loads "me" (`me`) against `other` at a venue; "me" not playing there is no failure. */
export function loadHeadToHead(me: string, locationId: number, other: string): Promise<void> {
  return duel.load(
    async () => {
      try {
        return await callApi(routes.headToHead, { params: { playerName: me, locationId, otherName: other } });
      } catch (error) {
        if (error instanceof ApiCallError && error.status === 404) return null;
        throw error;
      }
    },
    () => 'Your levels against this player could not be read.',
  );
}
