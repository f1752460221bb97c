import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../contract/schemas/common';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/errors';
import { type RefusalKind, ServiceRefusal } from '../services/errors';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, errorBody } from './error-body';
import { ApiError } from './errors';

/** Where unexpected errors are reported. */
export type ErrorReporter = (error: unknown, context: { method: string; path: string }) => void;

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

/** An error's answer: its status, JSON body and any headers it needs. */
interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: ApiErrorBody;
  headers?: Record<string, string>;
}

/** How each kind of service refusal is answered. */
const REFUSALS = {
  'not-found': { status: 404, code: 'not_found' },
  conflict: { status: 409, code: 'conflict' },
  invalid: { status: 400, code: 'bad_request' },
} as const satisfies Record<RefusalKind, { status: ContentfulStatusCode; code: string }>;

/**
 * Turns any error into the JSON error body with the right status. Only errors nobody expected
 * are 500s, and those are reported; a database that is down is a 503, never a 500.
 */
function errorAnswer(
  error: unknown,
  report: ErrorReporter,
  request: { method: string; path: string },
): ErrorAnswer {
  if (error instanceof ApiError) return { status: error.status, body: errorBody(error.code, error.message) };
  if (error instanceof ServiceRefusal) {
    const { status, code } = REFUSALS[error.kind];
    return { status, body: errorBody(code, error.message) };
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return { status, body: errorBody(CODES[status] ?? 'error', error.message || 'Request refused.') };
  }
  if (isDatabaseBusy(error)) {
    return {
      status: 503,
      body: errorBody('busy', BUSY_MESSAGE),
      headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: errorBody('unavailable', 'The database is unavailable. Please try again shortly.'),
    };
  }
  report(error, request);
  return {
    status: 500,
    body: errorBody('internal', 'Something went wrong on our side. It has been reported.'),
  };
}

/** The app's error handler (Hono's onError): errorAnswer as the response. */
export function handleError(error: unknown, c: Context, report: ErrorReporter): Response {
  const { status, body, headers } = errorAnswer(error, report, { method: c.req.method, path: c.req.path });
  return c.json(body, status, headers);
}
