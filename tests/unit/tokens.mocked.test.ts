import { describe, expect, it, vi } from 'vitest';
import { randomToken } from '../../src/server/auth/tokens';

// Every draw of random bytes the module makes, by size.
const draws = vi.hoisted(() => [] as number[]);
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof import('node:crypto')>();
  const randomBytes = (size: number) => {
    draws.push(size);
    return crypto.randomBytes(size);
  };
  return { ...crypto, default: { ...crypto, randomBytes }, randomBytes };
});

describe('random tokens', () => {
  it('are 256 bits, URL-safe, and never repeat', () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken());
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(tokens[0] ?? '', 'base64url')).toHaveLength(32);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('each draw exactly 32 bytes of their own from the system generator (no pooled buffer)', () => {
    draws.length = 0;
    const tokens = [randomToken(), randomToken(), randomToken()];
    expect(draws).toEqual([32, 32, 32]);
    expect(new Set(tokens).size).toBe(3);
  });
});
