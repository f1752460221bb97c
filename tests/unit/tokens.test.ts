import { describe, expect, it } from 'vitest';
import { randomToken } from '../../src/server/auth/tokens';

describe('random tokens', () => {
  it('are 256 bits, URL-safe, and never repeat, across many draws of the pool', () => {
    // 1,000 tokens take about four draws of random bytes.
    const tokens = Array.from({ length: 1000 }, () => randomToken());
    for (const token of tokens) expect(token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(tokens[0] ?? '', 'base64url')).toHaveLength(32);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
