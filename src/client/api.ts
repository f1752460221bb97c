import { FetchError, type FetchOptions, ofetch } from 'ofetch';
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
type CallArgs<P, Q, B> = Part<'params', P> & Part<'query', Q> & Part<'body', B>;

/** A cookie of this site that scripts may read (the anti-forgery one), or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** A query without its absent values (ofetch would send a null as a bare key). */
function presentValues(query: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null),
  );
}

/**
 * The one ofetch instance every island calls through. Credentials are sent, answers are asked for
 * as JSON, and no `timeout` is set: the server bounds its own work and answers 503 when it cannot
 * (the product's rule for the client). A change echoes the anti-forgery cookie in its header.
 */
const api = ofetch.create({
  credentials: 'include',
  headers: { Accept: 'application/json' },
  onRequest({ options }) {
    if ((options.method ?? 'GET') === 'GET') return;
    // A logged-in user has it from their login (or their first API call since); an anonymous
    // visitor has none and needs none: their one write, a visit, is checked by its origin.
    const token = readCookie(XSRF_COOKIE);
    if (token) options.headers.set(XSRF_HEADER, token);
  },
});

/**
 * Reads are retried once, half a second later, when the connection failed or the server said it
 * was busy or between deploys (502, 503, 504): a visitor would otherwise see an error for a blip.
 * A change is never retried: it may have been applied before the answer was lost.
 */
type RetryOptions = Pick<FetchOptions, 'retry' | 'retryDelay' | 'retryStatusCodes'>;
const READ_RETRY: RetryOptions = { retry: 1, retryDelay: 500, retryStatusCodes: [502, 503, 504] };
const NO_RETRY: RetryOptions = { retry: false };

/** The server's own message of a failed answer, or one naming the call and its status. */
function toApiCallError(error: unknown, method: string, url: string): ApiCallError {
  if (!(error instanceof FetchError)) return new ApiCallError(0, String(error));
  const status = error.status ?? error.response?.status ?? 0;
  if (status === 0)
    return new ApiCallError(0, error.cause instanceof Error ? error.cause.message : error.message);
  const message = (error.data as { error?: { message?: unknown } } | undefined)?.error?.message;
  if (typeof message === 'string') return new ApiCallError(status, message);
  return new ApiCallError(status, `${method} ${url}: ${status} ${error.statusText ?? ''}`.trim());
}

/**
 * Calls a route of the API, typed by the contract: the route says what params, query and body it
 * takes and what it answers. JSON answers are parsed, text answers (the CSV export) come as text.
 * A failure is an ApiCallError carrying the status and the server's message; an aborted call
 * rejects with the signal's reason.
 */
export async function callApi<P, Q, B, R>(
  route: Route<P, Q, B, R>,
  args: CallArgs<P, Q, B>,
  init: { signal?: AbortSignal | undefined } = {},
): Promise<R> {
  const a = args as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = fillPath(route.path, a.params);
  try {
    return await api<R>(url, {
      method: route.method,
      query: presentValues(a.query),
      ...(a.body !== undefined ? { body: a.body as Record<string, unknown> } : {}),
      ...(route.method === 'GET' ? READ_RETRY : NO_RETRY),
      // A call its caller gave up on (the type-ahead's, when more was typed) stops where it is.
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if (init.signal?.aborted) throw init.signal.reason;
    throw toApiCallError(error, route.method, url);
  }
}
