import type { Context } from 'hono';
import { generateCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';

/** The session cookie (HttpOnly): the random session id; only its hash is stored. */
export const SESSION_COOKIE = 'arcade_session';
/** The cookie binding a login in progress to this browser (its single-use state). */
export const LOGIN_COOKIE = 'arcade_login';
/** The anti-forgery cookie the client echoes in the X-XSRF-TOKEN header (readable by scripts). */
export { XSRF_COOKIE, XSRF_HEADER } from '../../contract/security';

/** Options every cookie of ours shares. */
function cookieOptions(config: Config, httpOnly = true) {
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

/**
 * One cookie whose options never change, as writeCookie would set it (a session cookie): its
 * attributes are serialized once, here, and each value goes in front of them. Every visitor
 * without an anti-forgery cookie gets one, on every request they make until they have it.
 * Values must need no encoding (random tokens do not).
 */
function fixedCookie(config: Config, name: string, httpOnly = true): (value: string) => string {
  const empty = generateCookie(name, '', cookieOptions(config, httpOnly));
  const prefix = `${name}=`;
  const attributes = empty.slice(prefix.length);
  return (value) => `${prefix}${value}${attributes}`;
}

/** Sets a fixedCookie on a response in the making. */
export function fixedCookieWriter(
  config: Config,
  name: string,
  httpOnly = true,
): (c: Context, value: string) => void {
  const cookie = fixedCookie(config, name, httpOnly);
  return (c, value) => c.header('Set-Cookie', cookie(value), { append: true });
}

/** Removes a cookie. */
export function clearCookie(c: Context, config: Config, name: string): void {
  setCookie(c, name, '', { ...cookieOptions(config), maxAge: 0 });
}
