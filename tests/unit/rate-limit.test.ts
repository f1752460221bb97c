import { describe, expect, it } from 'vitest';
import { RateLimiter, rateLimitHeaders } from '../../src/server/http/rate-limit';

describe('the rate limiter', () => {
  it('allows a client its limit in a minute, then refuses until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit('a')).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 60 });
    now = 10_500;
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 50 });
    expect(limiter.hit('a')).toMatchObject({ allowed: false, remaining: 0 });
    // Another client has its own count.
    expect(limiter.hit('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
  });

  it('forgets clients whose window is over, so its memory does not grow with every address', () => {
    let now = 0;
    const limiter = new RateLimiter(5, 60_000, () => now);
    for (let i = 0; i < 1000; i++) limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBe(1000);
    now = 61_000;
    limiter.hit('late');
    expect(limiter.size).toBe(1);
  });

  it('writes the standard headers, and Retry-After only on a refusal', () => {
    const allowed = rateLimitHeaders({ allowed: true, limit: 30, remaining: 29, resetSeconds: 60 });
    expect(allowed).toEqual([
      ['RateLimit-Policy', '30;w=60'],
      ['RateLimit', 'limit=30, remaining=29, reset=60'],
    ]);
    const refused = rateLimitHeaders({ allowed: false, limit: 30, remaining: 0, resetSeconds: 12 });
    expect(refused).toContainEqual(['Retry-After', '12']);
  });
});
