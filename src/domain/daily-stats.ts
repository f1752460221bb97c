import { DAILY_STATS_TOP } from './constants';

/**
 * The rows a daily card shows, whatever a list holds: the most counted first (ties keep their
 * order) and the top 20 of them.
 */
export function topCounts<T extends { count: number }>(rows: readonly T[] | null | undefined): T[] {
  return [...(rows ?? [])].sort((a, b) => b.count - a.count).slice(0, DAILY_STATS_TOP);
}
