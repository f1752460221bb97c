import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimiter, rateLimitHeaders } from '../../src/server/http/rate-limit';

afterEach(() => vi.useRealTimers());

describe('the rate limiter', () => {
  it('allows a client its limit in a window, then refuses until the window ends', async () => {
    // The store forgets a window by a timer and dates it by the clock: both advanced by hand.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const limiter = new RateLimiter(2, 1000);
    expect(await limiter.hit('a')).toMatchObject({ allowed: true, limit: 2, remaining: 1, resetSeconds: 1 });
    expect(await limiter.hit('a')).toMatchObject({ allowed: true, remaining: 0 });
    expect(await limiter.hit('a')).toMatchObject({ allowed: false, remaining: 0 });
    // Another client has its own count.
    expect((await limiter.hit('b')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
    await vi.advanceTimersByTimeAsync(1100);
    expect(await limiter.hit('a')).toMatchObject({ allowed: true, remaining: 1 });
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
