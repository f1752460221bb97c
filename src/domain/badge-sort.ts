/** The badge fields the admin list sorts by. */
export type BadgeSortField = 'title' | 'description';

/** The badge list's sort: one field at a time, ascending or descending; null is the server's order. */
export type BadgeSort = { field: BadgeSortField; direction: 'asc' | 'desc' } | null;

/**
 * The sort after a click on a field's header: the field's first use sorts
 * ascending and clears the other field's sort; each further use toggles the direction.
 */
export function nextBadgeSort(current: BadgeSort, field: BadgeSortField): BadgeSort {
  if (current?.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The badges in the sort's order (a copy; equal values keep their order). */
export function sortBadges<T extends Record<BadgeSortField, string>>(
  badges: readonly T[],
  sort: BadgeSort,
): T[] {
  if (!sort) return [...badges];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...badges].sort((a, b) => sign * collator.compare(a[sort.field], b[sort.field]));
}
