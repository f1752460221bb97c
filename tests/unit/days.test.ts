import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayEnd,
  dayOf,
  dayOfByMinute,
  dayStart,
  isDay,
  rolloverDayProblem,
  yearStart,
} from '../../src/domain/days';

const utcMidnight = { timeZone: 'UTC', rolloverHour: 0 };
const london6 = { timeZone: 'Europe/London', rolloverHour: 6 };

describe('business days', () => {
  it('run from the rollover hour to the next, in the chain time zone', () => {
    expect(dayOf(new Date('2026-11-22T00:00:00Z'), utcMidnight)).toBe('2026-11-22');
    expect(dayOf(new Date('2026-11-21T23:59:59Z'), utcMidnight)).toBe('2026-11-21');
    // 05:59 in London (GMT in November) is still the previous business day when the day turns at 06:00.
    expect(dayOf(new Date('2026-11-22T05:59:00Z'), london6)).toBe('2026-11-21');
    expect(dayStart('2026-11-22', london6).toISOString()).toBe('2026-11-22T06:00:00.000Z');
    // In summer London is an hour ahead of UTC.
    expect(dayStart('2026-07-01', london6).toISOString()).toBe('2026-07-01T05:00:00.000Z');
  });

  it('place every instant inside its own day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.constantFrom('UTC', 'Europe/London', 'America/Toronto', 'Australia/Sydney'),
        fc.integer({ min: 0, max: 23 }),
        (instant, timeZone, rolloverHour) => {
          const clock = { timeZone, rolloverHour };
          const day = dayOf(instant, clock);
          expect(dayStart(day, clock).getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(dayEnd(day, clock).getTime()).toBeGreaterThan(instant.getTime());
        },
      ),
    );
  });

  it('count across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-11-22')).toBe(true);
  });

  it('start the year at local midnight on 1 January', () => {
    expect(yearStart(new Date('2026-11-22T12:00:00Z'), 'UTC').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(yearStart(new Date('2026-06-01T12:00:00Z'), 'America/Toronto').toISOString()).toBe(
      '2026-01-01T05:00:00.000Z',
    );
  });

  it('are the same worked out once a minute, whichever way the clock moves', () => {
    fc.assert(
      fc.property(
        fc.array(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.constantFrom('UTC', 'Europe/London', 'America/Toronto', 'Australia/Sydney', 'Asia/Kolkata'),
        fc.integer({ min: 0, max: 23 }),
        (instants, timeZone, rolloverHour) => {
          const clock = { timeZone, rolloverHour };
          const dayAt = dayOfByMinute(clock);
          // Each instant, then the last and first millisecond of its minute: the memo's edges.
          for (const instant of instants) {
            const minute = Math.floor(instant.getTime() / 60_000) * 60_000;
            for (const t of [instant, new Date(minute + 59_999), new Date(minute)])
              expect(dayAt(t)).toBe(dayOf(t, clock));
          }
        },
      ),
    );
    // Across a rollover: the minute before 06:00 in London and the one after.
    const dayAt = dayOfByMinute(london6);
    expect(dayAt(new Date('2026-11-22T05:59:59.999Z'))).toBe('2026-11-21');
    expect(dayAt(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-22');
    expect(dayAt(new Date('2026-11-22T05:59:00Z'))).toBe('2026-11-21');
  });
});

describe('the day a rollover may close', () => {
  it('is a real calendar date that has ended, for the API and the command alike', () => {
    expect(rolloverDayProblem('2026-11-24', '2026-11-25')).toBeUndefined();
    expect(rolloverDayProblem('2026-11-25', '2026-11-25')).toBe(
      'Only a day that has ended can be rolled over.',
    );
    expect(rolloverDayProblem('2026-02-30', '2026-11-25')).toMatch(/real calendar date.*2026-02-30/);
    expect(rolloverDayProblem('yesterday', '2026-11-25')).toMatch(/YYYY-MM-DD/);
  });
});
