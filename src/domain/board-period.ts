/**
 * The periods a venue's or the world's board is shown over: today's live board, yesterday's close,
 * and the points gained this month and this year (from the kept daily history). The address says
 * which (`?period=month`); no `period` is today's.
 */
export const BOARD_PERIODS = ['today', 'yesterday', 'month', 'year'] as const;
export type BoardPeriod = (typeof BOARD_PERIODS)[number];

/** The periods whose board is the points gained over several closed days. */
export const GAIN_PERIODS = ['month', 'year'] as const;
export type GainPeriod = (typeof GAIN_PERIODS)[number];

/** The switch's words for each period. */
export const PERIOD_LABELS: Readonly<Record<BoardPeriod, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  month: 'This month',
  year: 'This year',
};

/** What an unknown `?period=` is answered with. */
export const UNKNOWN_PERIOD = 'Unknown period: a board is shown for today, yesterday, month or year.';

/** What the API answers for a period that is not month or year. */
export const UNKNOWN_GAIN_PERIOD = "Unknown period: expected 'month' or 'year'.";

/**
 * The period an address's `?period=` names: today when there is none; undefined for a value that
 * names no period (an unknown period is the page's 400, never a guess).
 */
export function boardPeriodOf(value: string | null): BoardPeriod | undefined {
  if (value === null) return 'today';
  return (BOARD_PERIODS as readonly string[]).includes(value) ? (value as BoardPeriod) : undefined;
}

/** Whether a period's board is the points gained over it (month, year). */
export const isGainPeriod = (period: BoardPeriod): period is GainPeriod =>
  (GAIN_PERIODS as readonly string[]).includes(period);

/**
 * A link from a board page to its board over `period`, relative to the page's own address
 * (`pathname`): a player-area board is kept once for every player of the venue, so its links must
 * not name the player who happened to ask first. Today's is the page's last segment, no query.
 */
export function boardPeriodHref(pathname: string, period: BoardPeriod): string {
  return period === 'today' ? `./${pathname.slice(pathname.lastIndexOf('/') + 1)}` : `?period=${period}`;
}

/** The first business day of the month or year a business day (YYYY-MM-DD) falls in. */
export function periodStart(day: string, period: GainPeriod): string {
  return period === 'month' ? `${day.slice(0, 7)}-01` : `${day.slice(0, 4)}-01-01`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A business day as the boards say it: '3 November'. */
export function dayInWords(day: string): string {
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''}`;
}

/**
 * The line under a gain board saying what it counts: the closed days from the period's start to
 * `to` (the last closed day), or that none has closed yet.
 */
export function gainPeriodLine(period: GainPeriod, from: string, to: string | null): string {
  const what = period === 'month' ? 'this month' : 'this year';
  if (to === null || to < from) {
    return `No day of ${what} has closed yet: this board fills at the first close.`;
  }
  const span = from === to ? dayInWords(from) : `${dayInWords(from)} to ${dayInWords(to)}`;
  return `Points gained ${what}, ${span} (each day counts from its close).`;
}
