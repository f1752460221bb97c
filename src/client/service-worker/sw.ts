/**
 * The site's service worker, built to /sw.js by src/server/launcher/build.ts (docs/installable.md).
 * Pages: the network first, always; a page of a kept kind (src/domain/offline-pages.ts) is saved
 * as it arrives, and shown only when the network cannot be reached, marked as offline with the
 * time it was saved. The build's files (/_astro/, named by their content): from the cache first.
 * Everything else (the API, other files) is left to the browser. It also shows the overtaken
 * alerts that come by Web Push (docs/web-push.md).
 */
import {
  KEPT_PAGES_CACHE,
  type KeptPage,
  keptKindOf,
  markedOffline,
  offlinePage,
  titleOf,
} from '../../domain/offline-pages';

/** The build's identity (its files' names), set by the build: each build's files have a cache of their own. */
declare const BUILD_ID: string;

// The few service-worker types used here (the project's TypeScript library is the page's, the DOM).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: ServiceWorkerRegistration;
  location: Location;
}
// This module's `self` is the worker's scope (the project's types are the page's, whose `self` is a
// window): a declaration in module scope names it so, in place of the page's.
declare const self: WorkerScope;
const worker = self;

const ASSETS = `assets-${BUILD_ID}`;
const PAGES = KEPT_PAGES_CACHE;
const BUILD_FILES = '/_astro/';
/** When a kept page was saved (ISO), and its title (URI-encoded: a header holds Latin-1 only). */
const KEPT_AT = 'X-Kept-At';
const KEPT_TITLE = 'X-Kept-Title';
/** Files a page may ask to keep in one message, at most. */
const MAX_ASSETS = 200;

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

worker.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      // An earlier build's files are never asked for again once its pages are gone.
      for (const name of await caches.keys())
        if (name.startsWith('assets-') && name !== ASSETS) await caches.delete(name);
      await worker.clients.claim();
    })(),
  ),
);

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(event, url));
  else if (url.pathname.startsWith(BUILD_FILES)) event.respondWith(cacheFirst(request));
});

/**
 * A page the service worker did not control when it was loaded (the first visit) asks for itself
 * and the files it loaded to be kept: `{ keep: url, assets: url[] }`.
 */
worker.addEventListener('message', (event) => {
  const message = asKeepMessage(event.data);
  if (message) event.waitUntil(keepNow(message.keep, message.assets));
});

async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  let response: Response;
  try {
    // Asked of the server every time (a kept page is revalidated, a 304 when unchanged): the
    // browser's own cache may keep a page a few minutes and would hand it over offline as fresh.
    response = await fetch(event.request, { cache: 'no-cache' });
  } catch {
    return offlineAnswer(url);
  }
  if (isKeepable(url, response)) event.waitUntil(keep(url, response.clone()));
  return response;
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

function isKeepable(url: URL, response: Response): boolean {
  return (
    keptKindOf(url) !== undefined &&
    !/\bno-store\b/.test(response.headers.get('cache-control') ?? '') &&
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** The page's address as kept: without its fragment. */
const keyOf = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

async function keep(url: URL, response: Response): Promise<void> {
  const kind = keptKindOf(url);
  if (!kind) return;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT, new Date().toISOString());
  headers.set(KEPT_TITLE, encodeURIComponent(titleOf(html, url.pathname)));
  const cache = await caches.open(PAGES);
  await cache.put(keyOf(url), new Response(html, { status: 200, headers }));
  // The newest of the kind are kept; older ones go.
  const ofKind: Array<{ key: Request; at: number }> = [];
  for (const key of await cache.keys()) {
    if (keptKindOf(new URL(key.url))?.kind !== kind.kind) continue;
    ofKind.push({ key, at: keptAt(await cache.match(key))?.getTime() ?? 0 });
  }
  ofKind.sort((a, b) => b.at - a.at);
  for (const old of ofKind.slice(kind.keep)) await cache.delete(old.key);
}

function keptAt(response: Response | undefined): Date | undefined {
  const at = Date.parse(response?.headers.get(KEPT_AT) ?? '');
  return Number.isNaN(at) ? undefined : new Date(at);
}

/** The kept copy of the page, marked as offline; else a page that lists what was kept. */
async function offlineAnswer(url: URL): Promise<Response> {
  const cache = await caches.open(PAGES);
  const kept = await cache.match(keyOf(url));
  const at = keptAt(kept);
  if (kept && at) {
    const headers = new Headers(kept.headers);
    headers.delete(KEPT_AT);
    headers.delete(KEPT_TITLE);
    headers.delete('ETag');
    return new Response(markedOffline(await kept.text(), at), { status: 200, headers });
  }
  const pages: KeptPage[] = [];
  for (const key of await cache.keys()) {
    const page = await cache.match(key);
    const saved = keptAt(page);
    if (!saved) continue;
    pages.push({ url: key.url, title: decodeURIComponent(page?.headers.get(KEPT_TITLE) ?? ''), at: saved });
  }
  return new Response(offlinePage(pages), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
    },
  });
}

function asKeepMessage(data: unknown): { keep: URL; assets: URL[] } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { keep, assets } = data as { keep?: unknown; assets?: unknown };
  const own = (value: unknown) => {
    if (typeof value !== 'string') return undefined;
    try {
      const url = new URL(value);
      return url.origin === worker.location.origin ? url : undefined;
    } catch {
      return undefined;
    }
  };
  const page = own(keep);
  if (!page || !Array.isArray(assets)) return undefined;
  const files = assets
    .slice(0, MAX_ASSETS)
    .map(own)
    .filter((u): u is URL => u?.pathname.startsWith(BUILD_FILES) === true);
  return { keep: page, assets: files };
}

async function keepNow(page: URL, assets: readonly URL[]): Promise<void> {
  const cache = await caches.open(ASSETS);
  for (const file of assets)
    if (!(await cache.match(file.href))) await cache.add(file.href).catch(() => undefined);
  if (!keptKindOf(page)) return;
  const response = await fetch(keyOf(page)).catch(() => undefined);
  if (response && isKeepable(page, response)) await keep(page, response);
}

/** An overtaken alert, as the server sends it: `{ title, body, url }` (src/server/jobs/push-delivery.ts). */
worker.addEventListener('push', (event) => {
  let message: { title?: unknown; body?: unknown; url?: unknown } = {};
  try {
    message = (event.data?.json() ?? {}) as typeof message;
  } catch {
    // Not ours, or damaged: still shown (a push must show something), in general words.
  }
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  const url = text(message.url, '/');
  event.waitUntil(
    worker.registration.showNotification(text(message.title, 'You were overtaken'), {
      body: text(message.body, ''),
      icon: '/icons/icon-192.png',
      // A later alert replaces the one still shown.
      tag: 'overtaken',
      // Only a path of this site: a notification never opens another.
      data: { url: /^\/(?!\/)/.test(url) ? url : '/' },
    }),
  );
});

/** Tapping an alert opens the site (the landing opens with "me"'s summary), or brings it forward. */
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/',
    worker.location.origin,
  );
  event.waitUntil(
    (async () => {
      const open = (await worker.clients.matchAll({ type: 'window' })).find((c) => c.url === url.href);
      if (open) await open.focus();
      else await worker.clients.openWindow(url.href);
    })(),
  );
});
