import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { ApiCallError, callApi, readCookie } from '../client/api';
import { routes } from '../contract/routes';
import type { FollowedList } from '../contract/schemas/friends';
import { XSRF_COOKIE } from '../contract/security';
import { decodeFollowed, mergeFollowed, withFollowed, withoutFollowed } from '../domain/friends';
import {
  decodeMe,
  decodeRecentPlayers,
  type MeOnDevice,
  notMe,
  type RememberedPlayer,
  whoIsMe,
  withRecentPlayer,
} from '../domain/remembered-players';
import { deviceValue, keep } from './device-storage';

// The keys remembered-keys.ts names for the landing's first check (see device-memory.ts): written
// out here, not imported, because a module shared with the landing's first script made the build
// group more of the summary's code into the landing's chunks.
const ME_KEY = 'myPlayer';
const RECENT_KEY = 'recentPlayers';

/** What this device was told about "me" (undefined: nothing). */
export const $meOnDevice = deviceValue<MeOnDevice>(ME_KEY, decodeMe);

/** The last eight players whose summary was opened on this device, the latest first. */
export const $recentPlayers = persistentAtom<RememberedPlayer[]>(RECENT_KEY, [], {
  encode: JSON.stringify,
  decode: decodeRecentPlayers,
});

/**
 * The logged-in user's approved claim, at the venue where their total is highest. Asked for here
 * rather than through the auth store: that store is shared with the older UI's and the admin's
 * islands, and importing it brought their code into the landing's scripts.
 */
export const $accountMe = atom<RememberedPlayer | undefined>(undefined);

/** Who "me" is here: the device's choice, else the account's claimed player (see whoIsMe). */
export const $me = computed([$meOnDevice, $accountMe], whoIsMe);

/** "This is me": the device remembers the player. */
export function rememberMe(player: RememberedPlayer): void {
  keep($meOnDevice, { kind: 'me', player });
}

/**
 * "Not me": the device forgets the player, and no longer takes them from the account either; its
 * push alerts and kept pages of them go too (code loaded only now).
 */
export function forgetMe(name: string): void {
  keep($meOnDevice, notMe(name));
  void import('./forget-me-on-device').then((m) => m.forgetMeOnDevice(name));
}

/** A summary was opened: its player goes first in the recent players. */
export function addRecentPlayer(player: RememberedPlayer): void {
  keep($recentPlayers, withRecentPlayer($recentPlayers.get(), player));
}

let askedAccount = false;

/**
 * Asks the server, once per page, whose profile the logged-in user claimed, when that could be
 * "me" here: the device names nobody, and the browser has a login (its anti-forgery cookie, which
 * every logged-in browser has; anonymous visitors ask nothing).
 */
export async function loadAccountMe(): Promise<void> {
  if (askedAccount || $meOnDevice.get()?.kind === 'me' || !readCookie(XSRF_COOKIE)) return;
  askedAccount = true;
  try {
    const { user } = await callApi(routes.authMe, {});
    if (user?.playerName && user.playerLocationId)
      $accountMe.set({ name: user.playerName, locationId: user.playerLocationId, venue: '' });
  } catch {
    // Not known now: the device's own "me" (or nobody) stands.
  }
}

// Friends: the players followed on this device, and on the account when logged in. Kept in this
// module with the other players the device remembers: a module of their own made the build regroup
// the summary's shared code into one more script.

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
