import { addDays } from './days';
import { formatNumber } from './format';

/**
 * A player's history at a venue: their total and venue position at the end of each day their
 * total changed (a row is written only then; docs/product.md, "History").
 */

/** The spans the history can be read over, in days back from today; 'all' has no start. */
export const HISTORY_RANGES = ['7', '30', '90', '365', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** The span the summary opens on. */
export const DEFAULT_HISTORY_RANGE: HistoryRange = '90';

/** The range buttons' labels. */
export const HISTORY_RANGE_LABELS: Record<HistoryRange, string> = {
  '7': '7d',
  '30': '30d',
  '90': '90d',
  '365': '1y',
  all: 'All',
};

/** The range's words for sentences ('in the last 90 days'). */
function rangeWords(range: HistoryRange): string {
  if (range === 'all') return 'so far';
  if (range === '365') return 'in the last year';
  return `in the last ${range} days`;
}

/** The first day a range covers when today is `today`, or undefined for 'all'. */
export function rangeStart(today: string, range: HistoryRange): string | undefined {
  return range === 'all' ? undefined : addDays(today, -Number(range));
}

/** One day of a player's history: their figures at the day's end. */
export interface HistoryPoint {
  day: string;
  totalScore: number;
  position: number;
  /** Today's figures so far, not a closed day's: the chart's last point, marked "now". */
  now?: true;
}

/**
 * The closed days' points with today's figures as the last point, marked as now. The kept history
 * ends at yesterday's close, so without it the chart's "highest total" sat beside a larger total
 * on the same page with nothing to explain it. A closed point for today or later (a rollover that
 * ran early) gives way to the live one.
 */
export function withNow(
  points: readonly HistoryPoint[],
  now: Omit<HistoryPoint, 'now'> | undefined,
): HistoryPoint[] {
  if (!now) return [...points];
  return [...points.filter((p) => p.day < now.day), { ...now, now: true }];
}

/** The best moments of a history: the best (lowest) position and the highest total. */
interface HistoryPeaks {
  bestPosition: HistoryPoint;
  highestTotal: HistoryPoint;
}

/**
 * The peaks of points in day order, undefined when there are none. Each is the first day it was
 * reached: a position held for weeks is marked where it was won.
 */
export function historyPeaks(points: readonly HistoryPoint[]): HistoryPeaks | undefined {
  const [first, ...rest] = points;
  if (!first) return undefined;
  let bestPosition = first;
  let highestTotal = first;
  for (const p of rest) {
    if (p.position < bestPosition.position) bestPosition = p;
    if (p.totalScore > highestTotal.totalScore) highestTotal = p;
  }
  return { bestPosition, highestTotal };
}

/** When a point's figures held: 'on 2026-03-04', or 'now' for today's. */
const when = (p: HistoryPoint): string => (p.now ? 'now' : `on ${p.day}`);

/** 'Best position #12 on 2026-03-04', or 'Best position #12 now'. */
export function bestPositionText(p: HistoryPoint): string {
  return `Best position #${formatNumber(p.position)} ${when(p)}`;
}

/** 'Highest total 512,300 on 2026-03-04', or 'Highest total 512,300 now'. */
export function highestTotalText(p: HistoryPoint): string {
  return `Highest total ${formatNumber(p.totalScore)} ${when(p)}`;
}

/** The day a point stands for: its date, or 'Now' for today's figures so far. */
export function pointDay(p: HistoryPoint): string {
  return p.now ? 'Now' : p.day;
}

/** A day's figures in words: '2026-03-04: total 512,300, position #12' ('Now: …' for today). */
export function pointText(p: HistoryPoint): string {
  return `${pointDay(p)}: total ${formatNumber(p.totalScore)}, position #${formatNumber(p.position)}`;
}

/**
 * What the history says above its chart: how many days it covers, or why there is no line to
 * draw (no day in the range, or a single day: a new player has one point, not a line).
 */
export function historyHeadline(points: readonly HistoryPoint[], range: HistoryRange): string {
  // Today's point is not a day with a new score (yet): the count is of closed days.
  const days = points.filter((p) => !p.now).length;
  if (days === 0) return `No score changed ${rangeWords(range)}.`;
  if (days === 1 && points.length === 1)
    return `One day with a new score ${rangeWords(range)}: more days draw a line.`;
  if (days === 1) return `One day with a new score ${rangeWords(range)}.`;
  return `${formatNumber(days)} days with a new score ${rangeWords(range)}.`;
}

/** The history could not be read (the database away or too busy). */
export const HISTORY_FAILED = 'Could not fetch history';
