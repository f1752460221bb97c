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

/** A friend and the level where they are closest ahead of "me" (none: they lead nowhere). */
interface FriendToBeat {
  friend: string;
  duel: HeadToHead['theyLead'][number];
}

const toBeat = loadable<FriendToBeat[]>([]);

/** The friends "me" can overtake soonest at a venue, the smallest gap first. */
export const $friendsToBeat = toBeat.$state;

/** How many friends are asked, one small answer each. */
const FRIENDS_ASKED = 5;

/** Loads, for the first FRIENDS_ASKED `friends`, where each is closest ahead of `me` at a venue. */
export function loadFriendsToBeat(me: string, locationId: number, friends: readonly string[]): Promise<void> {
  return toBeat.load(
    async () => {
      const answers = await Promise.all(
        friends.slice(0, FRIENDS_ASKED).map(async (friend) => {
          try {
            return await callApi(routes.headToHead, {
              params: { playerName: me, locationId, otherName: friend },
            });
          } catch (error) {
            // A friend with no score at the venue is no one to beat here.
            if (error instanceof ApiCallError && error.status === 404) return null;
            throw error;
          }
        }),
      );
      return answers
        .flatMap((a) => (a?.theyLead[0] ? [{ friend: a.otherName, duel: a.theyLead[0] }] : []))
        .sort((a, b) => a.duel.gap - b.duel.gap);
    },
    () => "Your friends' levels could not be read.",
  );
}
