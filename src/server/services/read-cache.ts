import { LRUCache } from 'lru-cache';

/** Most answers kept, and most bytes they may weigh together. */
const READ_CACHE_LIMITS = { entries: 5000, bytes: 48 * 1024 * 1024 } as const;

/** What an answer weighs when it does not say (a small object). */
const DEFAULT_BYTES = 1024;

/** A kept answer and what it weighs. */
interface Kept {
  value: unknown;
  bytes: number;
}

/** How to compute an answer the cache does not have. */
interface Loader {
  load: () => Promise<unknown>;
  bytes: (value: unknown) => number;
}

interface ReadCacheOptions {
  /** The data version now (see DataVersion): an answer computed for another version is never served. */
  version?: () => number;
  maxEntries?: number;
  maxBytes?: number;
  /** The clock time-limited answers are measured by (tests pin it). */
  now?: () => number;
}

interface GetOptions<T> {
  /** What the answer weighs, in bytes (default: its `bytes` property, else 1 KB). */
  bytes?: (value: T) => number;
  /**
   * For an answer that changes without a new data version (the day's visit counts): reused for at
   * most this long, and after that served once more while the next one is computed.
   */
  ttlMs?: number;
}

/** What `value` weighs: its own `bytes` property (PreparedJson and friends), else a small default. */
function weight(value: unknown): number {
  const bytes = (value as { bytes?: unknown } | null)?.bytes;
  return typeof bytes === 'number' && bytes > 0 ? bytes : DEFAULT_BYTES;
}

/**
 * The answers of public reads, computed once per data version and shared: a player's data, a
 * venue's board, the daily statistics. Concurrent misses wait for the same computation instead of
 * each querying the database; a failure is not kept (the next request tries again, and a 404 is
 * never an entry). Answers are keyed by the data version, which every write bumps (an import, a
 * rollover, an admin's change; through any server process), so a write never hides behind a kept
 * answer. Bounded by entries and by bytes, least recently used first out (lru-cache).
 */
export class ReadCache {
  readonly #lru: LRUCache<string, Kept, Loader>;
  /** Time-limited answers, apart: lru-cache tracks times only in a cache made with a time limit. */
  readonly #timed: LRUCache<string, Kept, Loader>;
  readonly #version: () => number;

  constructor(options: ReadCacheOptions = {}) {
    this.#version = options.version ?? (() => 0);
    const now = options.now;
    const common = {
      // lru-cache refuses a size under 1, and an answer can weigh nothing (the state of a venue
      // with no rooms yet): every answer counts for at least a byte.
      sizeCalculation: (kept: Kept) => Math.max(1, Math.ceil(kept.bytes)),
      fetchMethod: async (_key: string, _stale: Kept | undefined, { context }: { context: Loader }) => {
        const value = await context.load();
        return { value, bytes: context.bytes(value) };
      },
      // A time-limited answer past its time is served once more while the next is computed.
      allowStale: true,
      // An injected clock is read on every look (lru-cache otherwise reads its clock once a millisecond).
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    };
    this.#lru = new LRUCache<string, Kept, Loader>({
      ...common,
      max: options.maxEntries ?? READ_CACHE_LIMITS.entries,
      maxSize: options.maxBytes ?? READ_CACHE_LIMITS.bytes,
    });
    this.#timed = new LRUCache<string, Kept, Loader>({
      ...common,
      max: 100,
      maxSize: 8 * 1024 * 1024,
      ttl: 1000,
    });
  }

  /** The answer for `key` in the current data version, computed by `load` unless kept. */
  async get<T>(key: string, load: () => Promise<T>, options: GetOptions<T> = {}): Promise<T> {
    const context: Loader = {
      load,
      bytes: (options.bytes as ((value: unknown) => number) | undefined) ?? weight,
    };
    const cache = options.ttlMs === undefined ? this.#lru : this.#timed;
    const kept = await cache.fetch(`${this.#version()}|${key}`, {
      context,
      ...(options.ttlMs !== undefined ? { ttl: options.ttlMs } : {}),
    });
    return (kept as Kept).value as T;
  }

  /** Forgets everything (a test, or a change no data version records). */
  clear(): void {
    this.#lru.clear();
    this.#timed.clear();
  }

  get size(): number {
    return this.#lru.size + this.#timed.size;
  }

  /** What the kept answers weigh together. */
  get bytes(): number {
    return this.#lru.calculatedSize + this.#timed.calculatedSize;
  }
}
