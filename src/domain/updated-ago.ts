const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** How long ago an instant was, as the last-updated line says it: 'just now', '14 min ago', '3 hours ago', '2 days ago'. */
export function updatedAgo(then: Date, now: Date): string {
  const elapsed = now.getTime() - then.getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return count(Math.floor(elapsed / HOUR), 'hour');
  return count(Math.floor(elapsed / DAY), 'day');
}
