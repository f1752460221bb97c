import { describe, expect, it } from 'vitest';
import { clockTime } from '../../src/domain/clock-time';
import { screenStatus } from '../../src/domain/venue-screen-status';

// 21:04:30 in London in November (UTC+0), 22:04 in Paris (UTC+1).
const AT = Date.parse('2026-11-26T21:04:30Z');

describe("the venue screen's connection, as it says it", () => {
  it('is Live, Reconnecting… or polling while nothing failed', () => {
    expect(screenStatus('live', null, 'UTC')).toEqual({ kind: 'live', text: 'Live' });
    expect(screenStatus('connecting', null, 'UTC')).toEqual({ kind: 'reconnecting', text: 'Reconnecting…' });
    expect(screenStatus('polling', null, 'UTC')).toEqual({ kind: 'polling', text: 'Updating every 10 s' });
  });

  it('is offline since the first failure, whatever the mode, in the venue’s time zone', () => {
    for (const mode of ['live', 'connecting', 'polling'] as const)
      expect(screenStatus(mode, AT, 'Europe/London')).toEqual({
        kind: 'offline',
        text: 'Offline since 21:04',
      });
    expect(screenStatus('polling', AT, 'Europe/Paris').text).toBe('Offline since 22:04');
  });
});

describe('a clock time', () => {
  it('is hours and minutes on a 24-hour clock, from a date, a number or an ISO string', () => {
    expect(clockTime(new Date('2026-11-26T09:05:59Z'), 'UTC')).toBe('09:05');
    expect(clockTime(Date.parse('2026-11-26T00:00:00Z'), 'UTC')).toBe('00:00');
    expect(clockTime('2026-11-26T23:59:00Z', 'UTC')).toBe('23:59');
    expect(clockTime('2026-07-01T12:30:00Z', 'America/New_York')).toBe('08:30');
  });
});
