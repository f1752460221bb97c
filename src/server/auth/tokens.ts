import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;
// Random bytes are drawn 8 KB at a time, as crypto.randomUUID does: a draw costs about as much for
// 32 bytes as for 8 KB, and every visitor without an anti-forgery cookie gets a new token. Each
// byte goes into one token only.
const POOL_BYTES = 8192;
let pool = Buffer.alloc(0);
let used = 0;

/** A random token of 256 bits, URL-safe. */
export function randomToken(): string {
  if (used + TOKEN_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + TOKEN_BYTES);
  used += TOKEN_BYTES;
  return token;
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
