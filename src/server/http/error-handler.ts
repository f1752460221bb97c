import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../contract/schemas/common';
import { isDatabaseUnavailable } from './db-errors';
import { ApiError } from './errors';

/** Where unexpected errors are reported. */
export type ErrorReporter = (error: unknown, context: { method: string; path: string }) => void;

/** The JSON error body. */
export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

const CODES: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'unavailable',
};

/**
 * Turns any error into the JSON error body with the right status. Only errors nobody expected
 * are 500s, and those are reported; a database that is down is a 503, never a 500.
 */
export function handleError(error: unknown, c: Context, report: ErrorReporter): Response {
  if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json(errorBody(CODES[status] ?? 'error', error.message || 'Request refused.'), status);
  }
  if (isDatabaseUnavailable(error)) {
    return c.json(errorBody('unavailable', 'The database is unavailable. Please try again shortly.'), 503);
  }
  report(error, { method: c.req.method, path: c.req.path });
  return c.json(errorBody('internal', 'Something went wrong on our side. It has been reported.'), 500);
}
