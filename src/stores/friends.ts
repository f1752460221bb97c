import { persistentAtom } from '@nanostores/persistent';
import { ApiCallError, callApi, readCookie } from '../client/api';
import { routes } from '../contract/routes';
import type { FollowedList } from '../contract/schemas/friends';
import { XSRF_COOKIE } from '../contract/security';
import { decodeFollowed, mergeFollowed, withFollowed, withoutFollowed } from '../domain/friends';
import { keep } from './keep';

/** The players followed on this device ("Friends"), in the order followed. */
export const $followed = persistentAtom<string[]>('followedPlayers', [], {
  encode: JSON.stringify,
  decode: decodeFollowed,
});

/**
 * The account whose list this device merged at its login (its id), after which the account's list
 * is the one that counts while logged in: an unfollow on another device then holds here too.
 * Forgotten whenever the device is seen logged out, so the next login merges again and nothing
 * followed in between is lost.
 */
const $mergedWith = persistentAtom<string | undefined>('followedAccount', undefined, {
  encode: (value) => value,
  decode: (raw) => (/^\d{1,10}$/.test(raw) ? raw : undefined),
});

// Every logged-in browser has the anti-forgery cookie (an expired one may linger empty).
const loggedIn = () => Boolean(readCookie(XSRF_COOKIE));

/** An account's answer to a change, taken in: the union with the device's (nothing is lost). */
function takeAnswer(list: FollowedList): void {
  keep($followed, mergeFollowed(list.names, $followed.get()));
}

/** A change the account could not take: it stays on the device, which merges it at the next login. */
function kept(error: unknown): void {
  if (error instanceof ApiCallError && error.status === 401) keep($mergedWith, undefined);
}

// Follows and unfollows made on this page: a sync whose answer was asked for before one of them
// does not overwrite it.
let changes = 0;

/** Follows a player: on the device, and on the account when logged in. */
export async function follow(name: string): Promise<void> {
  changes++;
  keep($followed, withFollowed($followed.get(), name));
  if (!loggedIn()) return;
  await callApi(routes.followPlayers, { body: { names: [name] } }).then(takeAnswer, kept);
}

/** Unfollows a player: on the device, and on the account when logged in. */
export async function unfollow(name: string): Promise<void> {
  changes++;
  keep($followed, withoutFollowed($followed.get(), name));
  if (!loggedIn()) return;
  await callApi(routes.unfollowPlayer, { params: { playerName: name } }).then(takeAnswer, kept);
}

let synced: Promise<void> | undefined;

/**
 * Brings the device's list and the account's together, once per page: at the first sight of a
 * login on this device the two are merged (a union, written to the account); after that the
 * account's list is the device's. Logged out, the device's list stands and the next login merges.
 */
export function syncFollowed(): Promise<void> {
  synced ??= (async () => {
    if (!loggedIn()) {
      keep($mergedWith, undefined);
      return;
    }
    try {
      const before = changes;
      const account = await callApi(routes.followedPlayers, {});
      if ($mergedWith.get() === String(account.userId)) {
        if (changes === before) keep($followed, account.names);
        return;
      }
      const device = $followed.get();
      const merged = mergeFollowed(account.names, device);
      const answer =
        merged.length > account.names.length
          ? await callApi(routes.followPlayers, { body: { names: merged } })
          : account;
      takeAnswer(answer);
      keep($mergedWith, String(account.userId));
    } catch (error) {
      kept(error);
    }
  })();
  return synced;
}
