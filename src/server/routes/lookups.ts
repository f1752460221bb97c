import { NO_PLAYER_FOUND } from '../../domain/messages';
import { notFound } from '../http/errors';

/** A value that exists, or a 404 with the given message. */
export function found<T>(value: T | undefined, message = NO_PLAYER_FOUND): T {
  if (value === undefined) throw notFound(message);
  return value;
}
