import { Id } from '../../contract/schemas/common';
import { LOCATION_NOT_FOUND } from '../../domain/messages';
import { isDatabaseUnavailable } from '../db/errors';
import { SHARED_CACHE_CONTROL } from '../http/cache-control';
import { isNotFound } from '../services/errors';

/** Why a page of the player area cannot show what it is about. */
type PageFailure =
  /** The address lacks the name or the venue id, or the id is not a number: the page says so and loads nothing. */
  | { kind: 'invalid'; problem: string }
  /**
   * Nothing there (404, with the text a player reads), the database away or too busy (503), or a
   * query naming something the page does not have (400: a board period).
   */
  | { kind: 'error'; message: string; status: 400 | 404 | 503 };

/** What a page of the player area shows, or why it cannot: the one answer of every page's loader. */
export type PageLoad<T extends object> = ({ kind: 'ok' } & T) | PageFailure;

/**
 * The status a page answers with: a failure's own (404, 503), 400 for an address that names
 * nothing it could show (a name with a control character, a venue id that is not a number, as the
 * API answers them), else 200.
 */
export function pageStatus(page: PageLoad<object>): number {
  if (page.kind === 'error') return page.status;
  return page.kind === 'invalid' ? 400 : 200;
}

/**
 * The venue id of a page's address. A number the app does not take (0, 00, past 2^31) names no
 * venue: a 404, and the page is never kept.
 */
export function venueOfAddress(locationId: string | undefined): { id: number } | PageFailure {
  const id = Id.safeParse(locationId ?? '');
  if (id.success) return { id: id.data };
  if (/^\d+$/.test(locationId ?? '')) return { kind: 'error', message: LOCATION_NOT_FOUND, status: 404 };
  return { kind: 'invalid', problem: 'Missing location id' };
}

/**
 * Runs a page's reads and maps their failures, the same way for every page: what a service did
 * not find is a 404 with its message, a database that is away or too busy a 503 with the page's
 * `unavailable` message. Anything else is a fault: it goes on (a 500, reported).
 */
export async function loadPage<T extends object>(
  unavailable: string,
  read: () => Promise<T>,
): Promise<PageLoad<T>> {
  try {
    return { kind: 'ok', ...(await read()) };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'error', message: error.message, status: 404 };
    if (isDatabaseUnavailable(error)) return { kind: 'error', message: unavailable, status: 503 };
    throw error;
  }
}

/** The answer of a page asked for by another spelling of its address: its own, permanently. */
export function movedPermanently(location: string): Response {
  return new Response(null, {
    status: 301,
    headers: { Location: location, 'Cache-Control': SHARED_CACHE_CONTROL },
  });
}
