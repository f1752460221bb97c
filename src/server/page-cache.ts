import { createHash } from 'node:crypto';

/** A rendered page kept for reuse until the data it shows changes. */
interface Entry {
  version: string;
  body: string;
  etag: string;
  contentType: string;
  /** The page's Content-Security-Policy (it hashes the page's inline scripts). */
  policy: string;
}

/**
 * The pages DESIGN.md calls pre-rendered (landing, venue and world boards, league) are rendered
 * once per data version and served from here; a new version (an import or a rollover) renders
 * them again on next use while nothing is ever unavailable. The player-scoped board routes share
 * one entry per board: their HTML does not depend on the player (the highlight is client-side).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();

  /** The cache key of a path, or undefined when the page is rendered per request. */
  static keyOf(pathname: string): string | undefined {
    if (pathname === '/') return 'landing';
    const m = /^\/player\/[^/]+\/location\/(\d+)\/(leaderboard|world-leaderboard|global-league)$/.exec(
      pathname,
    );
    if (!m) return undefined;
    if (m[2] === 'leaderboard') return `board:${m[1]}`;
    return m[2] === 'world-leaderboard' ? 'world' : 'league';
  }

  get(key: string, version: string): Entry | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry : undefined;
  }

  set(key: string, version: string, body: string, contentType: string, policy: string): Entry {
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { version, body, etag, contentType, policy };
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
