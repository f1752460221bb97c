/** How long a hot read's answer is reused, at most. */
export const READ_CACHE_MS = 1000;

// Answers can be large (a player's data is over 100 KB): a bound on memory, not a hit-rate target.
const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  /** From then on, a request also starts computing the next answer (see get). */
  refreshAt: number;
  value: Promise<unknown>;
  /** The value resolved: it may be served while the next one is computed. */
  settled: boolean;
  refreshing: boolean;
}

/**
 * A micro-cache for the public reads everyone hits at once (a popular player's data, a venue's
 * board, the daily statistics): each answer is computed once and shared for up to a second, and
 * concurrent misses wait for the same computation instead of each querying the database.
 *
 * An answer asked for in the second half of its life is computed again in the background while
 * it is still served, and replaced when the new one is ready: under steady traffic an answer
 * never expires, and nobody waits for a board that takes a tenth of a second to compute (at a
 * million players they did, once a second, and that was the slowest percent of requests).
 *
 * Scores change by imports and rollovers, which are writes through this process (cleared at
 * once) or through another one against the same PostgreSQL (seen within `ttlMs`: no answer is
 * served once its computation began longer ago than that). A second of staleness on statistics
 * is invisible; a hundred identical queries a second were not.
 */
export class ReadCache {
  private entries = new Map<string, Entry>();
  /** Bumped when answers are forgotten: a computation begun before must not bring one back. */
  private generation = 0;

  constructor(
    private readonly ttlMs = READ_CACHE_MS,
    private readonly clock: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** The answer for `key`, computed by `load` unless a fresh one is at hand. Failures are not kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const known = this.entries.get(key);
    if (known && known.expires > now) {
      if (known.settled && !known.refreshing && now >= known.refreshAt) this.refresh(key, known, load, now);
      return known.value as Promise<T>;
    }
    if (known) this.entries.delete(key);
    this.dropExpired(now);
    const value = load();
    const entry = this.entry(value, now);
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    // Oldest first: a Map keeps insertion order.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  private entry(value: Promise<unknown>, computedFrom: number): Entry {
    return {
      expires: computedFrom + this.ttlMs,
      refreshAt: computedFrom + this.ttlMs / 2,
      value,
      settled: false,
      refreshing: false,
    };
  }

  // The next answer replaces the current one when it is ready, unless answers were forgotten
  // meanwhile. A failed computation is not retried before the current answer expires: then the
  // next request computes it as any miss does, and sees the failure.
  private refresh(key: string, current: Entry, load: () => Promise<unknown>, now: number): void {
    current.refreshing = true;
    const generation = this.generation;
    const value = load();
    value.then(
      () => {
        if (this.entries.get(key) !== current) return;
        if (this.generation !== generation) {
          current.refreshing = false;
          return;
        }
        const next = this.entry(value, now);
        next.settled = true;
        // To the Map's end: entries stay in the order they expire.
        this.entries.delete(key);
        this.entries.set(key, next);
      },
      () => {},
    );
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
    this.generation++;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Forgets everything: data changed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
