import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { boardPeriodOf } from '../domain/board-period';
import { BEST_QUALITY, bestQualitySavesARoundTrip, brotliTextParams } from './http/brotli';
import { type KeptBody, keepCopy, type Representation, representationOf } from './http/encoded-copies';
import type { Audience } from './services/prepared-json';

const brotli = promisify(zlib.brotliCompress);

/** A rendered page kept for reuse until the data it shows changes. */
interface CachedPage extends KeptBody {
  /** The page's HTML, as UTF-8. */
  body: Uint8Array;
  etag: string;
  contentType: string;
  /** The page's Content-Security-Policy. */
  policy: string;
  /** `many`: one page for every visitor (the landing, a board, the league); `one`: a player's own. */
  audience: Audience;
}

/** The keys of a player's own pages (see keyOf). */
const PLAYER_PAGE_KEY = /^(summary|games):/;

/**
 * What a page's encoded copies are counted as, against its body's length: a Brotli copy is 7–18%
 * of it (every browser takes Brotli), a gzip one for the rare client that does not a little more.
 */
const COPIES_SHARE = 0.3;

/** Most pages kept, and most bytes they may weigh together. */
const PAGE_CACHE_LIMITS = { entries: 1000, bytes: 24 * 1024 * 1024 } as const;

/**
 * Pages are rendered once per data version and served from here while nothing changed: the ones
 * every visitor sees alike (landing, venue and world boards, league, and their public pages
 * without a player, which the server renders again right after each change: launcher/warm-pages.ts) and a player's summary and
 * games pages, which visitors ask for by popularity (a regular's page again and again, most
 * others rarely). No kept page depends on who asks, nor on the query string but for a board's
 * period (`?period=month`: an entry each; the highlight on a board, the older UI and comparisons
 * are the browser's); the landing with a search in its address
 * (a form sent before its scripts ran) is the search's answer, rendered each time. The player-scoped board routes share one entry
 * per board. Bounded by entries and bytes (least recently used first out), and keyed only by what
 * the app accepts: the caller stores a page only when it rendered with a 200, so an unknown player
 * or venue is never kept.
 */
export class PageCache {
  readonly #lru: LRUCache<string, CachedPage>;

  constructor(limits: { entries: number; bytes: number } = PAGE_CACHE_LIMITS) {
    this.#lru = new LRUCache<string, CachedPage>({
      max: limits.entries,
      maxSize: limits.bytes,
      sizeCalculation: (page) => Math.max(1, Math.ceil(page.body.byteLength * (1 + COPIES_SHARE))),
    });
  }

  /** The cache key of a path, or undefined when the page is rendered per request. */
  static keyOf(pathname: string, query?: URLSearchParams): string | undefined {
    if (pathname === '/') return query?.has('search') || query?.has('switch') ? undefined : 'landing';
    const page = PageCache.#pageOf(pathname);
    if (!page?.board) return page?.key;
    // A board's period is in its query: an entry for each; a period it has not is never kept.
    const period = boardPeriodOf(query?.get('period') ?? null);
    if (!period) return undefined;
    return period === 'today' ? page.key : `${page.key}:${period}`;
  }

  /**
   * A kept page's key by its path, and whether it is a venue's or the world's board. The public
   * pages (no player in the address) are kept apart from the player area's of the same boards,
   * which have the player's menu; the player-scoped boards share one entry per board.
   */
  static #pageOf(pathname: string): { key: string; board: boolean } | undefined {
    if (pathname === '/leaderboards') return { key: 'public:world', board: true };
    if (pathname === '/league') return { key: 'public:league', board: false };
    const venue = /^\/leaderboards\/([1-9]\d{0,8})$/.exec(pathname);
    if (venue) return { key: `public:board:${venue[1]}`, board: true };
    const player = /^\/player\/([^/]+)\/location\/([1-9]\d{0,8})\/(summary|games)$/.exec(pathname);
    if (player) return { key: `${player[3]}:${player[2]}:${player[1]}`, board: false };
    const m =
      /^\/player\/[^/]+\/location\/([1-9]\d{0,8})\/(leaderboard|world-leaderboard|global-league)$/.exec(
        pathname,
      );
    if (!m) return undefined;
    if (m[2] === 'leaderboard') return { key: `board:${m[1]}`, board: true };
    return m[2] === 'world-leaderboard' ? { key: 'world', board: true } : { key: 'league', board: false };
  }

  get(key: string, version: number): CachedPage | undefined {
    return this.#lru.get(`${version}|${key}`);
  }

  set(key: string, version: number, html: string, contentType: string, policy: string): CachedPage {
    const body = Buffer.from(html);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const audience = PLAYER_PAGE_KEY.test(key) ? 'one' : 'many';
    const page: CachedPage = { body, etag, contentType, policy, audience };
    this.#lru.set(`${version}|${key}`, page);
    return page;
  }

  /**
   * What to send of a kept page for an Accept-Encoding header: its copy in that encoding, made on
   * the first request that asks (the page warmer's, for the pages every visitor sees alike). A
   * shared page's Brotli copy over a new connection's first round trip that the best quality
   * could bring under it is made again at the best quality, off the event loop (http/brotli.ts),
   * and replaces it. Not a player's summary or games page: the best quality costs 60–200 ms of a
   * core for a round trip saved, which pays on a board every visitor opens and not on a page
   * that a few visitors ask for before the data changes (a cold summary cost 34–35 ms of the
   * server's processor with it and 21–23 ms without, 100,000 players on PostgreSQL).
   */
  representation(page: CachedPage, acceptEncoding: string | null): Representation {
    const sent = representationOf(page, acceptEncoding);
    if (
      page.audience === 'many' &&
      sent.fresh &&
      sent.encoding === 'br' &&
      bestQualitySavesARoundTrip(sent.body.byteLength)
    ) {
      const quick = sent.body;
      brotli(page.body, { params: brotliTextParams(BEST_QUALITY, page.body.byteLength) }).then(
        (best) => {
          if (best.length < quick.length) keepCopy(page, 'br', best);
        },
        // The quick copy stays.
        () => undefined,
      );
    }
    return sent;
  }

  clear(): void {
    this.#lru.clear();
  }

  get size(): number {
    return this.#lru.size;
  }

  /** What the kept pages weigh together (two bytes a character, as a JavaScript string). */
  get bytes(): number {
    return this.#lru.calculatedSize;
  }
}
