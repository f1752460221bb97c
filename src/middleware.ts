import { defineMiddleware, sequence } from 'astro:middleware';
import { XSRF_COOKIE } from './contract/security';
import { isAdminPath } from './domain/admin-paths';
import { randomToken } from './server/auth/tokens';
import { isApiPath } from './server/http/api-paths';
import { plainPagePolicy, withConnectOrigins } from './server/http/csp';
import { isDatabaseUnavailable } from './server/http/db-errors';
import { methodRefusal } from './server/http/methods';
import { PageCache } from './server/page-cache';
import { pageUser } from './server/pages/page-session';
import { getRuntime } from './server/runtime';
import { lastUpdated } from './server/services/app-state';

// Shared caches may keep a page a minute, then revalidate with its ETag.
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Every HTML answer gets a Content-Security-Policy. A page's is the one Astro wrote (hashes of the
 * inline scripts it emitted, taken at build time: astro.config.mjs), with the error-reporting
 * origin added; cached pages keep theirs with them. Any other HTML answer (a plain error page)
 * allows no inline script. The policy never depends on what the HTML holds. (The other security
 * headers are the HTTP server's.)
 */
const securePages = defineMiddleware(async (_context, next) => {
  const response = await next();
  // A 304 has no body (and may not be given one); the browser keeps its cached page's policy.
  if (response.status === 304 || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
    return response;
  const written = response.headers.get('content-security-policy');
  // The dev server writes no policy (Astro's is build-only) and its pages carry its own scripts.
  if (!written && import.meta.env.DEV) return response;
  const { config } = await getRuntime();
  const connect = config.sentryDsn ? [new URL(config.sentryDsn).origin] : [];
  const headers = new Headers(response.headers);
  headers.set(
    'Content-Security-Policy',
    written ? withConnectOrigins(written, connect) : plainPagePolicy(connect),
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
});

/**
 * Hands a browser the anti-forgery cookie with its first page, before any script needs it; but
 * never with a page shared caches may keep (Cache-Control: public), which would hand one token to
 * every visitor the cache serves. Scripts on such a page ask for a token first (client/api.ts).
 */
const xsrfCookie = defineMiddleware(async (context, next) => {
  const response = await next();
  if (
    !context.cookies.get(XSRF_COOKIE) &&
    !/\bpublic\b/i.test(response.headers.get('cache-control') ?? '') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  ) {
    const { config } = await getRuntime();
    response.headers.append(
      'Set-Cookie',
      `${XSRF_COOKIE}=${randomToken()}; Path=/; SameSite=Lax${config.secureCookies ? '; Secure' : ''}`,
    );
  }
  return response;
});

/** Serves the cacheable pages from the page cache (see server/page-cache.ts). */
const cachedPages = defineMiddleware(async (context, next) => {
  const key = context.request.method === 'GET' ? PageCache.keyOf(context.url.pathname) : undefined;
  if (!key) return next();
  const runtime = await getRuntime();
  let version: string;
  try {
    const stamps = await lastUpdated(runtime.database.db);
    version = `${stamps.players}|${stamps.leaderboards}`;
  } catch (error) {
    // No database, no version: render the page as usual (it shows the error).
    if (isDatabaseUnavailable(error)) return next();
    throw error;
  }
  let entry = runtime.pages.get(key, version);
  let state = 'hit';
  if (!entry) {
    const response = await next();
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !contentType.startsWith('text/html')) return response;
    const body = await response.text();
    // The policy Astro wrote for this page, kept with it (securePages adds run-time origins).
    const policy = response.headers.get('content-security-policy') ?? plainPagePolicy();
    entry = runtime.pages.set(key, version, body, contentType, policy);
    state = 'miss';
  }
  const headers = {
    'Content-Type': entry.contentType,
    'Content-Security-Policy': entry.policy,
    ETag: entry.etag,
    'Cache-Control': CACHE_CONTROL,
    'X-Page-Cache': state,
  };
  if (context.request.headers.get('if-none-match') === entry.etag)
    return new Response(null, { status: 304, headers });
  return new Response(entry.body, { status: 200, headers });
});

/**
 * The admin area (spec section 6): anyone but an authenticated admin is sent to / before anything
 * renders, and its pages are never stored by a shared cache or the browser.
 */
const adminArea = defineMiddleware(async (context, next) => {
  if (!isAdminPath(context.url.pathname)) return next();
  let user: Awaited<ReturnType<typeof pageUser>>;
  try {
    user = await pageUser(await getRuntime(), context.cookies);
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
    '<p>API is currently down. Please try again later.</p><p><a href="/">Back to the start page</a></p></html>';
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

export const onRequest = sequence(pageMethods, xsrfCookie, securePages, cachedPages, adminArea);
