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
