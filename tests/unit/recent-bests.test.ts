import { describe, expect, it } from 'vitest';
import { recentSince } from '../../src/domain/recent-bests';

describe('recentSince', () => {
  it('starts the 7-day window at the start of the business day six days before today', () => {
    expect(recentSince('2026-11-20', { timeZone: 'UTC', rolloverHour: 0 }).toISOString()).toBe(
      '2026-11-14T00:00:00.000Z',
    );
    // A venue day that begins at 04:00 in London (winter: UTC+0).
    expect(recentSince('2026-12-01', { timeZone: 'Europe/London', rolloverHour: 4 }).toISOString()).toBe(
      '2026-11-25T04:00:00.000Z',
    );
  });
});
