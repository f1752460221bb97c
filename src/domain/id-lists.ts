/**
 * Local list updates after an add, update or delete, keyed by an id: the admin lists follow a
 * change from the server's answer without fetching the whole list again.
 */

/** The list with the item put in place of the one with its id, or appended when new. */
export function upsertBy<T, K>(list: readonly T[], item: T, key: (t: T) => K): T[] {
  const id = key(item);
  const at = list.findIndex((t) => key(t) === id);
  if (at < 0) return [...list, item];
  return list.map((t, i) => (i === at ? item : t));
}

/** The list without the item of that id. */
export function removeBy<T, K>(list: readonly T[], id: K, key: (t: T) => K): T[] {
  return list.filter((t) => key(t) !== id);
}
