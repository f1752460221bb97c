import { createPublicKey, type KeyObject, verify } from 'node:crypto';

// DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The application's Ed25519 public key (64 hex digits, as the developer portal shows it). */
export function discordPublicKey(hex: string): KeyObject {
  return createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, 'hex')]),
    format: 'der',
    type: 'spki',
  });
}

/**
 * Discord's request signature: Ed25519 over the timestamp header followed by the raw body.
 * Anything missing, malformed or not matching is false.
 */
export function validSignature(
  key: KeyObject,
  signatureHex: string | undefined,
  timestamp: string | undefined,
  body: string,
): boolean {
  if (!signatureHex || !timestamp || !/^[0-9a-f]{128}$/i.test(signatureHex)) return false;
  try {
    return verify(null, Buffer.from(timestamp + body), key, Buffer.from(signatureHex, 'hex'));
  } catch {
    return false;
  }
}

/** How far a signed request's timestamp may be from our clock, either way. */
export const SIGNATURE_MAX_AGE_S = 5 * 60;

/**
 * Whether a signature timestamp is fresh: decimal seconds since the epoch (as Discord sends it),
 * within SIGNATURE_MAX_AGE_S of `now`. Anything else ('abc', '1e9', '0x10', '', a fraction) is
 * not: Number() would read some of those as numbers and others as NaN, which compares as never
 * too old.
 */
export function freshTimestamp(timestamp: string | undefined, now: Date): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= SIGNATURE_MAX_AGE_S;
}
