/** Why a service refused: what was asked for is not there, clashes with what is, or is not valid. */
export type RefusalKind = 'not-found' | 'conflict' | 'invalid';

/**
 * A refusal a service means, with the message the user reads. The services know nothing of HTTP:
 * the API's error handler answers it (404, 409, 400) and the pages show its message.
 */
export class ServiceRefusal extends Error {
  override name = 'ServiceRefusal';
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new ServiceRefusal('not-found', message);
export const conflict = (message: string) => new ServiceRefusal('conflict', message);
export const invalid = (message: string) => new ServiceRefusal('invalid', message);

/** True when `error` says what was asked for is not there. */
export const isNotFound = (error: unknown): error is ServiceRefusal =>
  error instanceof ServiceRefusal && error.kind === 'not-found';
