import { DatabaseBusyError, DatabaseUnavailableError } from './client';

// SQLSTATE classes and codes that mean "the database is not there right now", not "bad request".
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /connection timeout/i,
  /pglite is closed/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

/** True when an error means the database is unreachable or too slow (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof DatabaseUnavailableError || e instanceof DatabaseBusyError) return true;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(code))
        return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True when an insert or update broke a unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True when the database refused at once because every connection was busy (see DatabaseBusyError). */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof DatabaseBusyError) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
