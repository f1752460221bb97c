import { describe, expect, it } from 'vitest';
import {
  boardPeriodHref,
  boardPeriodOf,
  dayInWords,
  gainPeriodLine,
  periodStart,
} from '../../src/domain/board-period';

describe('board periods', () => {
  it('reads the period an address names: none is today, an unknown one is nothing', () => {
    expect(boardPeriodOf(null)).toBe('today');
    for (const period of ['today', 'yesterday', 'month', 'year'] as const)
      expect(boardPeriodOf(period)).toBe(period);
    for (const value of ['', 'week', 'Month', 'month ', '1']) expect(boardPeriodOf(value)).toBeUndefined();
  });

  it("links to a period relative to the page's address, naming no player", () => {
    const path = '/player/Ann/location/3/leaderboard';
    expect(boardPeriodHref(path, 'today')).toBe('./leaderboard');
    expect(boardPeriodHref(path, 'month')).toBe('?period=month');
    expect(
      new URL(boardPeriodHref('/leaderboards/3', 'today'), 'http://x/leaderboards/3?period=year').href,
    ).toBe('http://x/leaderboards/3');
    expect(new URL(boardPeriodHref('/leaderboards', 'year'), 'http://x/leaderboards').href).toBe(
      'http://x/leaderboards?period=year',
    );
  });

  it('starts a month on its 1st and a year on 1 January', () => {
    expect(periodStart('2026-11-20', 'month')).toBe('2026-11-01');
    expect(periodStart('2026-11-20', 'year')).toBe('2026-01-01');
    expect(periodStart('2026-01-01', 'month')).toBe('2026-01-01');
  });

  it('says which closed days a gain board counts, or that none has closed', () => {
    expect(dayInWords('2026-11-03')).toBe('3 November');
    expect(gainPeriodLine('month', '2026-11-01', '2026-11-19')).toBe(
      'Points gained this month, 1 November to 19 November (each day counts from its close).',
    );
    expect(gainPeriodLine('year', '2026-01-01', '2026-01-01')).toBe(
      'Points gained this year, 1 January (each day counts from its close).',
    );
    expect(gainPeriodLine('month', '2026-12-01', null)).toBe(
      'No day of this month has closed yet: this board fills at the first close.',
    );
  });
});
