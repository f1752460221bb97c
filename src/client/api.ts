import { fillPath, type Route } from '../contract/route';
import { XSRF_COOKIE, XSRF_HEADER } from '../contract/security';

/** A failed API call: the HTTP status (0 when the server was not reached) and the server's message. */
export class ApiCallError extends Error {
  override name = 'ApiCallError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What a call of a route takes: its params, query and body, each required when the route has one. */
export type CallArgs<P, Q, B> = Part<'params', P> & Part<'query', Q> & Part<'body', B>;

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The query string of a call: absent values are left out, a list repeats its key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) search.append(key, String(item));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The parsed body, or its text when it is not JSON (the CSV export), or null when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls a route of the API. Credentials are sent, the answer is JSON, there is no time-out (per
 * the spec), and a mutating call echoes the XSRF cookie in its header. Built on `fetch` itself
 * rather than ofetch (DESIGN.md's choice): ofetch and the URL and JSON helpers it brings weighed
 * 3 KB gzipped on every page, a tenth of a player page's JavaScript, for the few lines used here
 * (docs/decisions.md).
 */
export async function callApi<P, Q, B, R>(route: Route<P, Q, B, R>, args: CallArgs<P, Q, B>): Promise<R> {
  const a = args as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (route.method !== 'GET') {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
  }
  if (a.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = fillPath(route.path, a.params) + queryString(a.query);
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      credentials: 'include',
      headers,
      ...(a.body !== undefined ? { body: JSON.stringify(a.body) } : {}),
    });
  } catch (error) {
    throw new ApiCallError(0, error instanceof Error ? error.message : String(error));
  }
  const body = await readBody(response);
  if (response.ok) return body as R;
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  throw new ApiCallError(
    response.status,
    typeof message === 'string'
      ? message
      : `${route.method} ${url}: ${response.status} ${response.statusText}`.trim(),
  );
}
