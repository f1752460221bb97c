import { defineMiddleware, sequence } from 'astro:middleware';
import { createHash } from 'node:crypto';
import { handleRequest } from '@sentry/astro';
import { isAdminPath } from './domain/admin-paths';
import { canonicalPagePath } from './domain/canonical-path';
import { API_DOWN } from './domain/messages';
import { handleApi } from './server/astro-bridge';
import { loadConfig } from './server/config';
import { isDatabaseUnavailable } from './server/db/errors';
import { isApiPath } from './server/http/api-paths';
import { SHARED_CACHE_CONTROL } from './server/http/cache-control';
import { plainPagePolicy, withConnectOrigins } from './server/http/csp';
import { methodRefusal } from './server/http/methods';
import { PageCache } from './server/page-cache';
import { pageUser } from './server/pages/page-session';
import { getRuntime } from './server/runtime';

/** Weak validator of a page's HTML. */
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * A read of a page: GET, or HEAD, which is a GET without the body (Astro renders the whole page for
 * either; Node's server leaves the body out). Both are kept, validated and budgeted alike: a HEAD
 * that rendered anew each time would be a free render.
 */
const readsPage = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Every HTML answer gets a Content-Security-Policy. A page's is the one Astro wrote (hashes of the
 * inline scripts it emitted, taken at build time: astro.config.mjs), with the error-reporting
 * origin added; cached pages keep theirs with them. Any other HTML answer (a plain error page)
 * allows no inline script. The policy never depends on what the HTML holds. (The other security
 * headers are the HTTP server's.) A page that does not say otherwise (the admin area does) is
 * public: shared caches may keep it a minute, and it carries an ETag that a conditional request is
 * answered 304 by. No page sets a cookie.
 */
const securePages = defineMiddleware(async (context, next) => {
  const response = await next();
  // A 304 has no body (and may not be given one); the browser keeps its cached page's policy.
  if (response.status === 304 || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
    return response;
  const written = response.headers.get('content-security-policy');
  // The dev server writes no policy (Astro's is build-only) and its pages carry its own scripts.
  if (!written && import.meta.env.DEV) return response;
  const { config } = context.locals.runtime;
  const connect = config.sentryDsn ? [new URL(config.sentryDsn).origin] : [];
  const headers = new Headers(response.headers);
  headers.set(
    'Content-Security-Policy',
    written ? withConnectOrigins(written, connect) : plainPagePolicy(connect),
  );
  let body: string | undefined;
  // A page that failed (the database away, a 503) must not be kept: the next visitor asks again.
  if (!headers.has('Cache-Control') && response.status >= 500) headers.set('Cache-Control', 'no-store');
  if (!headers.has('Cache-Control') && readsPage(context.request)) {
    body = await response.text();
    const etag = headers.get('ETag') ?? etagOf(body);
    headers.set('ETag', etag);
    headers.set('Cache-Control', SHARED_CACHE_CONTROL);
    if (response.status === 200 && context.request.headers.get('if-none-match') === etag)
      return new Response(null, { status: 304, headers });
  }
  return new Response(body ?? response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});

/**
 * Serves the cacheable pages from the page cache (see server/page-cache.ts); any other page asked
 * for is rendered within its client's budget (server/pages/render-budget.ts).
 */
const cachedPages = defineMiddleware(async (context, next) => {
  // The request's own path: Astro's context.url is decoded until nothing changes, which would
  // give 'Zed%41x' and 'ZedAx' one entry.
  const { pathname: path, searchParams } = new URL(context.request.url);
  if (!readsPage(context.request) || isApiPath(path)) return next();
  const key = PageCache.keyOf(path, searchParams);
  const { runtime } = context.locals;
  const version = runtime.versions.current;
  let entry = key ? runtime.pages.get(key, version) : undefined;
  let state = 'hit';
  if (!entry) {
    // A page to render: counted against its client's budget (a kept one costs nothing).
    const refused = await runtime.renders.spend(context.request, socketAddressOf(context));
    if (refused) return refused;
    if (!key) return next();
    context.locals.keepsRender = true;
    const response = await next();
    const contentType = response.headers.get('content-type') ?? '';
    // A page that left out part of itself (the landing page without its movers while the
    // database is away) says no-store: kept, it would hide the part until the next change.
    if (
      response.status !== 200 ||
      !contentType.startsWith('text/html') ||
      (response.headers.get('cache-control') ?? '').includes('no-store')
    )
      return response;
    const body = context.locals.renderedPage ?? (await response.text());
    // The policy Astro wrote for this page, kept with it (securePages adds run-time origins).
    const policy = response.headers.get('content-security-policy') ?? plainPagePolicy();
    entry = runtime.pages.set(key, version, body, contentType, policy);
    state = 'miss';
  }
  // The kept copy in the browser's encoding (made once; the compression middleware leaves an
  // answer already encoded alone), with the ETag of that encoding.
  const sent = runtime.pages.representation(entry, context.request.headers.get('accept-encoding'));
  const headers = {
    'Content-Type': entry.contentType,
    'Content-Security-Policy': entry.policy,
    'Cache-Control': SHARED_CACHE_CONTROL,
    ...(runtime.config.cacheStatusHeader ? { 'X-Page-Cache': state } : {}),
    ...sent.headers,
  };
  if (context.request.headers.get('if-none-match') === sent.etag) {
    const { 'Content-Encoding': _, ...unencoded } = headers as Record<string, string>;
    return new Response(null, { status: 304, headers: unencoded });
  }
  return new Response(sent.body as Uint8Array<ArrayBuffer>, { status: 200, headers });
});

/** The connection's address, as Astro's adapter gives it ('unknown' where it has none). */
function socketAddressOf(context: { clientAddress: string }): string {
  try {
    return context.clientAddress;
  } catch {
    return 'unknown';
  }
}

/**
 * The admin area (/admin and below): anyone but an authenticated admin is sent to / before anything
 * renders, and its pages are never stored by a shared cache or the browser.
 */
const adminArea = defineMiddleware(async (context, next) => {
  if (!isAdminPath(context.url.pathname)) return next();
  let user: Awaited<ReturnType<typeof pageUser>>;
  try {
    user = await pageUser(context.locals.runtime, context.cookies);
  } catch (error) {
    // Without the database nobody can be recognised as an admin: say so, rather than fail.
    if (isDatabaseUnavailable(error)) return adminUnavailable();
    throw error;
  }
  if (user?.role !== 'admin') {
    return new Response(null, { status: 302, headers: { Location: '/', 'Cache-Control': 'no-store' } });
  }
  const response = await next();
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
});

/** The admin area's answer while the database is away: a plain page, nothing cached. */
function adminUnavailable(): Response {
  const body =
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Admin unavailable</title>' +
    `<p>${API_DOWN}</p><p><a href="/">Back to the start page</a></p></html>`;
  return new Response(body, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' },
  });
}

/**
 * Pages are only read: any other method (a POST, OPTIONS, PATCH...) is a 405 naming the allowed
 * ones, rather than the page (OPTIONS rendered it) or an error. The API's paths answer their own.
 */
const pageMethods = defineMiddleware((context, next) => {
  if (isApiPath(context.url.pathname)) return next();
  const refusal = methodRefusal(context.request.method, context.url.pathname);
  if (!refusal) return next();
  return new Response(refusal.body, { status: refusal.status, headers: refusal.headers });
});

/**
 * The page as rendered, for the page cache, before the error reporter adds its trace tags to the
 * copy it passes on (it runs between the two). Only a page the cache keeps is read whole here.
 */
const keepRenderedPage = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!context.locals.keepsRender || response.status !== 200) return response;
  const body = await response.text();
  context.locals.renderedPage = body;
  return new Response(body, response);
});

/**
 * Sentry's request handler (errors and traces of each render) runs only when a DSN is configured:
 * without one it would still buffer and rewrite every page for nothing. It runs beneath the page
 * cache: it rewrites the HTML of the answer it wraps, so around the cache it would decode a kept
 * Brotli copy as text and break it, and a kept page would carry one visitor's trace to everyone.
 * A page served from the cache is therefore not traced (it renders nothing that could fail).
 */
const monitoring = loadConfig().sentryDsn ? [handleRequest(), keepRenderedPage] : [];

/** Hands pages and layouts the runtime (Astro.locals.runtime): started once, on the first request. */
const provideRuntime = defineMiddleware(async (context, next) => {
  context.locals.runtime = await getRuntime();
  return next();
});

/**
 * A page asked for by another spelling of its address (a venue id with leading zeros) is sent
 * to its own, permanently, before anything renders: each spelling was a page rendered anew.
 */
const canonicalAddresses = defineMiddleware((context, next) => {
  const url = new URL(context.request.url);
  const canonical = canonicalPagePath(url.pathname);
  if (!canonical) return next();
  return new Response(null, {
    status: 301,
    headers: { Location: `${canonical}${url.search}`, 'Cache-Control': SHARED_CACHE_CONTROL },
  });
});

/**
 * The API's paths (isApiPath) go to the Hono app before anything of the site's runs. In production
 * the HTTP server hands them over before Astro (launcher/site-server.ts) with the same test, so the
 * dev server and production reach the API one way: a prefix cannot be the API's in one and a page
 * in the other.
 */
const apiRequests = defineMiddleware((context, next) =>
  isApiPath(new URL(context.request.url).pathname)
    ? handleApi(context.request, socketAddressOf(context))
    : next(),
);

export const onRequest = sequence(
  apiRequests,
  canonicalAddresses,
  provideRuntime,
  pageMethods,
  securePages,
  cachedPages,
  ...monitoring,
  adminArea,
);
