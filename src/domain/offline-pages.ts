import { keptAtText } from './kept-at';
import { decodePathSegment } from './paths';
import { sameName } from './player-name';

/**
 * What the service worker keeps for offline use, and how a kept page says it is one. Pages are
 * always asked of the network first; a kept copy is shown only when the network cannot be reached,
 * and then marked as offline with the time it was saved (docs/installable.md).
 */

/** A kind of page kept for offline use: the paths it covers, and how many of them are kept. */
interface KeptPageKind {
  kind: string;
  path: RegExp;
  /** The newest this many are kept; an older one is dropped when a newer one is saved. */
  keep: number;
}

/**
 * The kinds of page kept, by address (path and query). The landing (the same page for everyone:
 * its "me" card and "since your last visit" are drawn from the device, which keeps their last
 * figures), a summary (the remembered "me" is the one a player opens most; the last eight, as many
 * as the recent players the landing lists) and the friends list. The landing with a search in its
 * address is a visitor's own answer, not kept.
 */
const KEPT_PAGE_KINDS: readonly KeptPageKind[] = [
  { kind: 'landing', path: /^\/$/, keep: 1 },
  { kind: 'summary', path: /^\/player\/[^/?]+\/location\/\d+\/summary(\?.*)?$/, keep: 8 },
  { kind: 'friends', path: /^\/friends(\?.*)?$/, keep: 1 },
];

/** The service worker's cache of kept pages (the window's "Not me" reads it too). */
export const KEPT_PAGES_CACHE = 'pages-v1';

/**
 * Whether a kept page is one to forget when the device says "Not me" of `playerName`: any page
 * of that player (however their name is spelled in the address), and the friends list, which
 * shows whom "me" follows.
 */
export function forgottenWithMe(pathname: string, playerName: string): boolean {
  if (/^\/friends$/.test(pathname)) return true;
  const segment = /^\/player\/([^/]+)\//.exec(pathname)?.[1];
  const name = segment === undefined ? undefined : decodePathSegment(segment);
  return name !== undefined && sameName(name, playerName);
}

/** The kind a page is kept as, by its address (path and query), if it is kept at all. */
export function keptKindOf(address: { pathname: string; search: string }): KeptPageKind | undefined {
  return KEPT_PAGE_KINDS.find((k) => k.path.test(address.pathname + address.search));
}

/** The notice a kept copy opens with. */
export function offlineNotice(at: Date, timeZone?: string): string {
  return `Offline: this page as it was saved on ${keptAtText(at, timeZone)}. It may have changed since.`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A kept page's HTML with the offline notice first in its body: a status line outside every
 * island (hydration does not see it), styled by the site's own sheet (`.offline-copy`).
 */
export function markedOffline(html: string, at: Date, timeZone?: string): string {
  // The class the page's scripts look for (LastUpdated, the landing's card), and the sheet styles.
  const notice = `<p class="offline-copy" role="status">${escapeHtml(offlineNotice(at, timeZone))}</p>`;
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return notice + html;
  const end = body.index + body[0].length;
  return html.slice(0, end) + notice + html.slice(end);
}

/** A page's title as its HTML has it (already escaped for HTML text), or its address. */
export function titleOf(html: string, fallback: string): string {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  return match?.[1]?.trim() || escapeHtml(fallback);
}

/** A kept page as the offline page lists it. */
export interface KeptPage {
  url: string;
  /** As the page's HTML has it (escaped). */
  title: string;
  at: Date;
}

/**
 * The page shown for an address that cannot be reached and was not kept: says so, and links the
 * pages that were, newest first, each with its time. Self-contained (no script; its one style
 * inline), since nothing else may be reachable.
 */
export function offlinePage(kept: readonly KeptPage[], timeZone?: string): string {
  const items = [...kept]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map(
      (p) =>
        `<li><a href="${escapeHtml(p.url)}">${p.title}</a> <span>saved ${escapeHtml(keptAtText(p.at, timeZone))}</span></li>`,
    )
    .join('');
  const list = items
    ? `<p>Pages kept on this device:</p><ul>${items}</ul>`
    : '<p>No page has been kept on this device yet: open your summary once while online.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark light"><title>Offline</title><style>${OFFLINE_STYLE}</style></head><body><main><h1>You are offline</h1><p>This page could not be reached.</p>${list}</main></body></html>`;
}

const OFFLINE_STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0b0d17;color:#eef1ff}' +
  'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}a{color:#ffd23f}li{margin:.5rem 0}' +
  'span{opacity:.8}@media (prefers-color-scheme:light){body{background:#f5f6fb;color:#12152a}a{color:#8a5a00}}';
