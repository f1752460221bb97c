import { FetchError, ofetch } from 'ofetch';
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

/**
 * Calls a route of the API. Credentials are sent, the answer is JSON, there is no time-out (per
 * the spec), and a mutating call echoes the XSRF cookie in its header.
 */
export async function callApi<P, Q, B, R>(
  route: Route<P, Q, B, R>,
  args: CallArgs<P, Q, B>,
  baseURL = '',
): Promise<R> {
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
  try {
    return await ofetch<R>(fillPath(route.path, a.params), {
      baseURL,
      method: route.method,
      credentials: 'include',
      headers,
      // Every route answers JSON; parse it as such whatever the Content-Type's parameters say.
      responseType: 'json',
      ...(a.query ? { query: a.query } : {}),
      ...(a.body !== undefined ? { body: a.body as Record<string, unknown> } : {}),
      retry: 0,
    });
  } catch (error) {
    if (error instanceof FetchError) {
      const message = (error.data as { error?: { message?: unknown } } | undefined)?.error?.message;
      throw new ApiCallError(error.status ?? 0, typeof message === 'string' ? message : error.message);
    }
    throw error;
  }
}
