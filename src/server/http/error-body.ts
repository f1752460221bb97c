import type { ApiErrorBody } from '../../contract/schemas/common';

/** The JSON error body. Its own module: the launcher needs it without the database's modules. */
export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}
