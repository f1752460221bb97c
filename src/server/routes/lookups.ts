import { notFound } from '../http/errors';
import { NO_PLAYER_FOUND } from '../services/cached-reads';

export { LOCATION_NOT_FOUND, NO_PLAYER_FOUND, PLAYER_NOT_FOUND } from '../services/cached-reads';

/** A value that exists, or a 404 with the given message. */
export function found<T>(value: T | undefined, message = NO_PLAYER_FOUND): T {
  if (value === undefined) throw notFound(message);
  return value;
}
