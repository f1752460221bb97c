import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error the API answers on purpose, with its status and the message the user reads (docs/product.md, Messages). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, 'bad_request', message);
export const unauthorized = (message = 'Login required') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, 'forbidden', message);
export const notFound = (message: string) => new ApiError(404, 'not_found', message);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const unavailable = (message = 'The database is unavailable. Please try again shortly.') =>
  new ApiError(503, 'unavailable', message);
