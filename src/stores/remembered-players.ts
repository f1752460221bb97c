import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { callApi, readCookie } from '../client/api';
import { routes } from '../contract/routes';
import { XSRF_COOKIE } from '../contract/security';
import {
  decodeMe,
  decodeRecentPlayers,
  type MeOnDevice,
  notMe,
  type RememberedPlayer,
  whoIsMe,
  withRecentPlayer,
} from '../domain/remembered-players';
import { keep } from './keep';

// The keys remembered-keys.ts names for the landing's first check (see device-memory.ts): written
// out here, not imported, because a module shared with the landing's first script made the build
// group more of the summary's code into the landing's chunks.
const ME_KEY = 'myPlayer';
const RECENT_KEY = 'recentPlayers';

/** What this device was told about "me" (undefined: nothing). */
export const $meOnDevice = persistentAtom<MeOnDevice | undefined>(ME_KEY, undefined, {
  encode: (value) => (value === undefined ? undefined : JSON.stringify(value)),
  decode: decodeMe,
});

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

/** "Not me": the device forgets the player, and no longer takes them from the account either. */
export function forgetMe(name: string): void {
  keep($meOnDevice, notMe(name));
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
