import type { Context } from 'hono';
import type { Config } from '../config';
import { readCookie, writeCookie } from './cookies';
import { randomToken } from './tokens';

/**
 * The cookie naming this browser (HttpOnly, a random token; only its hash is stored): a push
 * subscription is bound to it, so the browser's next subscription replaces its last.
 */
const DEVICE_COOKIE = 'arcade_device';
const DEVICE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;

/** This browser's device token, given it now (and for 400 days, browsers' longest) if it had none. */
export function deviceToken(c: Context, config: Config): string {
  const known = readCookie(c, DEVICE_COOKIE);
  if (known && /^[\w-]{16,128}$/.test(known)) return known;
  const token = randomToken();
  writeCookie(c, config, DEVICE_COOKIE, token, DEVICE_MAX_AGE_MS);
  return token;
}
