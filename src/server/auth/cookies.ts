import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';

/** The session cookie (HttpOnly): the random session id; only its hash is stored. */
export const SESSION_COOKIE = 'arcade_session';
/** The cookie binding a login in progress to this browser (its single-use state). */
export const LOGIN_COOKIE = 'arcade_login';
/** The anti-forgery cookie the client echoes in the X-XSRF-TOKEN header (readable by scripts). */
export { XSRF_COOKIE, XSRF_HEADER } from '../../contract/security';

/** Options every cookie of ours shares. */
export function cookieOptions(config: Config, httpOnly = true) {
  return { path: '/', httpOnly, sameSite: 'Lax' as const, secure: config.secureCookies };
}

/** Reads a cookie. */
export function readCookie(c: Context, name: string): string | undefined {
  return getCookie(c, name);
}

/** Sets a cookie for `maxAgeMs` (a session cookie when undefined). */
export function writeCookie(
  c: Context,
  config: Config,
  name: string,
  value: string,
  maxAgeMs?: number,
  httpOnly = true,
): void {
  setCookie(c, name, value, {
    ...cookieOptions(config, httpOnly),
    ...(maxAgeMs !== undefined ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
  });
}

/** Removes a cookie. */
export function clearCookie(c: Context, config: Config, name: string): void {
  setCookie(c, name, '', { ...cookieOptions(config), maxAge: 0 });
}
