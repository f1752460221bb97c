import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;

/**
 * A random token of 256 bits, URL-safe, drawn on its own from the system's generator. Tokens are
 * never cut from a shared buffer of random bytes: such a buffer keeps other visitors' session ids
 * in memory, where any defect that leaks memory (a heap dump, a buffer over-read) would give them
 * away.
 */
export function randomToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The stored form of a secret token: its SHA-256. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
