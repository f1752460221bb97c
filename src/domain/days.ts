import { TZDate } from '@date-fns/tz';

/**
 * Business days. A venue day runs from the rollover hour to the next day's rollover hour in the
 * chain's time zone; it is named by its calendar date, 'YYYY-MM-DD'.
 */

/** Where day boundaries are: the chain's time zone and the rollover hour (0-23). */
export interface DayClock {
  timeZone: string;
  rolloverHour: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Why `day` cannot be rolled over when today is `today`, or undefined when it can: it must be a
 * real date, and a day that has ended.
 */
export function rolloverDayProblem(day: string, today: string): string | undefined {
  if (!isDay(day)) return `The day must be a real calendar date, YYYY-MM-DD (got ${day}).`;
  if (day >= today) return 'Only a day that has ended can be rolled over.';
  return undefined;
}

/** True for a well-formed, real calendar date 'YYYY-MM-DD'. */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function parts(day: string): [number, number, number] {
  const m = DAY.exec(day);
  if (!m || !isDay(day)) throw new RangeError(`Not a day: ${day}`);
  return [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
}

function format(y: number, m: number, d: number): string {
  const date = new Date(Date.UTC(y, m, d));
  return date.toISOString().slice(0, 10);
}

/** The day n days after (or before, for negative n) a day. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  return format(y, m, d + n);
}

/** The business day an instant falls in. */
export function dayOf(instant: Date, clock: DayClock): string {
  const local = new TZDate(instant.getTime(), clock.timeZone);
  const y = local.getFullYear();
  const m = local.getMonth();
  const d = local.getDate();
  return local.getHours() < clock.rolloverHour ? format(y, m, d - 1) : format(y, m, d);
}

/**
 * dayOf for a clock that keeps moving, worked out once a minute at most: the time-zone arithmetic
 * was a noticeable share of a hot read's time. Exact: UTC offsets and the rollover hour fall on
 * whole minutes, so every instant of a minute is in the same business day.
 */
export function dayOfByMinute(clock: DayClock): (instant: Date) => string {
  let minute = Number.NaN;
  let day = '';
  return (instant) => {
    const at = Math.floor(instant.getTime() / 60_000);
    if (at !== minute) {
      day = dayOf(instant, clock);
      minute = at;
    }
    return day;
  };
}

/** The instant a business day begins. */
export function dayStart(day: string, clock: DayClock): Date {
  const [y, m, d] = parts(day);
  return new Date(new TZDate(y, m, d, clock.rolloverHour, 0, 0, clock.timeZone).getTime());
}

/** The instant a business day ends (the next one begins). */
export function dayEnd(day: string, clock: DayClock): Date {
  return dayStart(addDays(day, 1), clock);
}

/** Midnight of 1 January of the calendar year an instant falls in, in the chain's time zone. */
export function yearStart(instant: Date, timeZone: string): Date {
  const local = new TZDate(instant.getTime(), timeZone);
  return new Date(new TZDate(local.getFullYear(), 0, 1, 0, 0, 0, timeZone).getTime());
}
