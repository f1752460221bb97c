import { readCookie } from '../../client/api';
import { XSRF_COOKIE } from '../../contract/security';
import { ME_KEY, RECENT_KEY } from '../../stores/remembered-keys';

/** Whether this device's storage holds an entry under `key` (false when storage is off). */
export function stores(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether this device may remember somebody: its storage holds "me" or recent players, or the
 * browser has logged in (the account's claimed player). Checked before loading the code that
 * reads and draws them, which most first visits would download for nothing.
 */
export function mayRememberAnybody(): boolean {
  return stores(ME_KEY) || stores(RECENT_KEY) || readCookie(XSRF_COOKIE) !== undefined;
}
