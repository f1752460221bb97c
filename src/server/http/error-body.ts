import type { ApiErrorBody } from '../../contract/schemas/common';

/** The JSON error body. Its own module: the launcher needs it without the database's modules. */
export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/** What a request refused because the server is busy is told, and when to come back (seconds). */
export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
export const BUSY_RETRY_AFTER_SECONDS = 1;
