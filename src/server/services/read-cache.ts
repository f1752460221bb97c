/** How long a hot read's answer is reused, at most. */
export const READ_CACHE_MS = 1000;

// Answers can be large (a player's data is over 100 KB): a bound on memory, not a hit-rate target.
const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/**
 * A micro-cache for the public reads everyone hits at once (a popular player's data, a venue's
 * board, the daily statistics): each answer is computed once and shared for up to a second, and
 * concurrent misses wait for the same computation instead of each querying the database.
 *
 * Scores change by imports and rollovers, which are writes through this process (cleared at
 * once) or through another one against the same PostgreSQL (seen within `ttlMs`). A second of
 * staleness on statistics is invisible; a hundred identical queries a second were not.
 */
export class ReadCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = READ_CACHE_MS,
    private readonly clock: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** The answer for `key`, computed by `load` unless a fresh one is at hand. Failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const known = this.entries.get(key);
    if (known && known.expires > now) return known.value as Promise<T>;
    if (known) this.entries.delete(key);
    this.dropExpired(now);
    const value = load();
    const entry: Entry = { expires: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    // Oldest first: a Map keeps insertion order.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  // Every answer lives equally long and the Map keeps insertion order, so the expired ones are
  // at its head: nothing stale is held on to after a burst of different keys.
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) return;
      this.entries.delete(key);
    }
  }

  /** Forgets the answers whose keys start with `prefix`. */
  forget(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Forgets everything: data changed. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
